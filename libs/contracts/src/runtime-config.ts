/** What the shell fetches before it renders: where the API and each remote live. */
export const REMOTE_NAMES = ['storefront', 'seller', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RuntimeConfig {
  apiBaseUrl: string;
  remotes: Record<RemoteName, string>;
  /** How long a remote's page may take to load before its area says it is unavailable. */
  remoteLoadTimeoutMs: number;
  /** Whether the login page offers Google; why it is off is in the server's start-up log only. */
  googleSignIn: { enabled: boolean };
}
