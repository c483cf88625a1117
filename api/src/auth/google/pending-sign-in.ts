import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/** What the browser carries between leaving for the provider and coming back. */
export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** Already checked by safeRedirectPath. */
  redirect: string;
  /** The redirect_uri sent to the provider; the code exchange must repeat it exactly. */
  callbackUrl: string;
  expiresAt: number;
}

export const PENDING_SIGN_IN_TTL_MS = 10 * 60_000;

/**
 * Seals the pending sign-in into a cookie value that the browser can hold but not alter: JSON
 * with an HMAC-SHA-256 tag. The key is derived from the OAuth client secret, which every API
 * process already shares, so a restart or a second process can still finish a sign-in.
 */
export class PendingSignInSeal {
  private readonly key: Buffer;

  constructor(clientSecret: string) {
    this.key = Buffer.from(
      hkdfSync('sha256', clientSecret, 'marketplace', 'google sign-in cookie', 32),
    );
  }

  seal(pending: PendingSignIn): string {
    const body = Buffer.from(JSON.stringify(pending)).toString('base64url');
    return `${body}.${this.tag(body)}`;
  }

  /** The record, or null when it is missing, altered or expired. */
  open(sealed: string | undefined, now = Date.now()): PendingSignIn | null {
    const [body, tag, ...rest] = (sealed ?? '').split('.');
    if (!body || !tag || rest.length) return null;
    const expected = Buffer.from(this.tag(body));
    const given = Buffer.from(tag);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const pending = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as PendingSignIn;
    return pending.expiresAt > now ? pending : null;
  }

  private tag(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
