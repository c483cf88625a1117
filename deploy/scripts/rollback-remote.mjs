#!/usr/bin/env node
/**
 * `npm run rollback:remote -- <name> [<version>]`: points the remote's origin back at the
 * release before the current one (or at `version`). Nothing is rebuilt: the earlier build is
 * still on disk, and so are every release's hashed files.
 */
import { rollBackRemote } from './remote-releases.mjs';
import { deployRootFromEnv, remoteNamedOrExit } from './deploy-cli.mjs';

const [name, version] = process.argv.slice(2);
const remote = remoteNamedOrExit(name, 'npm run rollback:remote -- <remote> [<version>]');
const { from, to } = await rollBackRemote(deployRootFromEnv(), remote.name, version);
process.stdout.write(`${remote.name}: ${from} -> ${to}\n`);
