/** What the shell fetches before it renders: where the API and each remote live. */
export interface RuntimeConfig {
  apiBaseUrl: string;
  /**
   * Each remote's manifest URL by its name, in the order of the remote list (which is the
   * order of the dashboard menu). The shell registers exactly these.
   */
  remotes: Record<string, string>;
  /** How long a remote's page may take to load before its area says it is unavailable. */
  remoteLoadTimeoutMs: number;
  /** Whether the login page offers Google; why it is off is in the server's start-up log only. */
  googleSignIn: { enabled: boolean };
  /** Where people write for help (SUPPORT_EMAIL), shown as a mailto link; null when not set. */
  supportEmail: string | null;
}
