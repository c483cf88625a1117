import { fileURLToPath } from 'node:url';

/** The monorepo root, where the builds the journeys run against live. */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));
