/** What the shell fetches before it renders: where the API and each remote live. */
export const REMOTE_NAMES = ['storefront', 'seller', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export interface RuntimeConfig {
  apiBaseUrl: string;
  remotes: Record<RemoteName, string>;
  googleSignIn: { enabled: true } | { enabled: false; reason: string };
}
