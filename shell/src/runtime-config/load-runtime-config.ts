import { type RuntimeConfig } from '@marketplace/contracts';

/** Served by whatever serves the shell, beside its index.html, and never cached. */
export const RUNTIME_CONFIG_PATH = '/runtime-config.json';

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  if (!isRecord(value) || typeof value.apiBaseUrl !== 'string') return false;
  if (typeof value.remoteLoadTimeoutMs !== 'number') return false;
  const { remotes, googleSignIn, supportEmail } = value;
  return (
    // Absent from a server older than the setting: no contact to show.
    (supportEmail === undefined || supportEmail === null || typeof supportEmail === 'string') &&
    isRecord(remotes) &&
    Object.keys(remotes).length > 0 &&
    Object.values(remotes).every((url) => typeof url === 'string' && url !== '') &&
    isRecord(googleSignIn) &&
    typeof googleSignIn.enabled === 'boolean'
  );
}

/**
 * Where the API and each remote live for this deployment. Read at start-up rather than baked
 * into the build, so one shell build runs against any API and any remote version.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetch(RUNTIME_CONFIG_PATH, {
      cache: 'no-store',
      headers: { Accept: 'application/json' },
    });
  } catch (error) {
    throw new RuntimeConfigError('The marketplace server could not be reached', { cause: error });
  }
  if (!response.ok) {
    throw new RuntimeConfigError(
      `The marketplace configuration is unavailable (HTTP ${response.status})`,
    );
  }
  const body: unknown = await response.json().catch(() => null);
  if (!isRuntimeConfig(body)) {
    throw new RuntimeConfigError('The marketplace configuration is not valid');
  }
  return { ...body, supportEmail: body.supportEmail ?? null };
}
