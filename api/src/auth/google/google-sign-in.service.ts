import {
  BadGatewayException,
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  ServiceUnavailableException,
} from '@nestjs/common';
import { type RuntimeConfig, endpoints } from '@marketplace/contracts';
import {
  AuthorizationResponseError,
  type Configuration,
  ResponseBodyError,
  allowInsecureRequests,
  authorizationCodeGrant,
  buildAuthorizationUrl,
  calculatePKCECodeChallenge,
  discovery,
  fetchUserInfo,
  randomNonce,
  randomPKCECodeVerifier,
  randomState,
} from 'openid-client';
import { linkOrigin } from '../../common/public-origin.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import {
  PENDING_SIGN_IN_TTL_MS,
  type PendingSignIn,
  PendingSignInSeal,
} from './pending-sign-in.js';
import { safeRedirectPath } from './safe-redirect.js';

export type GoogleSignInStatus = RuntimeConfig['googleSignIn'];

/** Who the provider says signed in, from the verified ID token and the userinfo endpoint. */
export interface ProviderIdentity {
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  picture: string | undefined;
}

const CALLBACK_PATH = `/api${endpoints.googleSignIn}/callback`;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
const DISCOVERY_TIMEOUT_SECONDS = 10;
/** What a visitor is told when this server has no Google sign-in: no configuration details. */
export const GOOGLE_SIGN_IN_UNAVAILABLE = 'Google sign-in is not available here.';

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;

/**
 * Google sign-in as an OpenID Connect client (authorization code flow with PKCE, state and
 * nonce). Any standard provider works: OIDC_ISSUER names it, Google's is the default.
 */
@Injectable()
export class GoogleSignInService implements OnApplicationBootstrap {
  private readonly logger = new Logger(GoogleSignInService.name);
  private discovered: Promise<Configuration> | undefined;
  private readonly seal: PendingSignInSeal | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (config.GOOGLE_CLIENT_SECRET) this.seal = new PendingSignInSeal(config.GOOGLE_CLIENT_SECRET);
  }

  /** Whether the login page may offer Google. Why not is for the operator (the start-up log), not visitors. */
  status(): GoogleSignInStatus {
    return { enabled: this.setupProblem() === undefined };
  }

  onApplicationBootstrap(): void {
    const problem = this.setupProblem();
    if (problem) this.logger.log(problem);
  }

  /** What keeps Google sign-in off, in the operator's terms (variable names), or undefined when it is on. */
  private setupProblem(): string | undefined {
    if (!this.config.GOOGLE_CLIENT_ID || !this.config.GOOGLE_CLIENT_SECRET) {
      return 'Google sign-in is off: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET to turn it on.';
    }
    const issuer = new URL(this.config.OIDC_ISSUER);
    if (issuer.protocol !== 'https:' && !LOOPBACK_HOSTS.has(issuer.hostname)) {
      return 'Google sign-in is off: OIDC_ISSUER must be an https address.';
    }
    return undefined;
  }

  /**
   * Starts a sign-in: the provider's authorization URL, and the sealed record of this attempt for
   * the browser to bring back. `origin` is this site as the browser reached it, used only as
   * `linkOrigin` allows.
   */
  async begin(
    redirect: unknown,
    origin: string,
  ): Promise<{ authorizationUrl: URL; sealed: string }> {
    const configuration = await this.configuration();
    const pending: PendingSignIn = {
      state: randomState(),
      nonce: randomNonce(),
      codeVerifier: randomPKCECodeVerifier(),
      redirect: safeRedirectPath(redirect),
      callbackUrl: `${linkOrigin(this.config, origin)}${CALLBACK_PATH}`,
      expiresAt: Date.now() + PENDING_SIGN_IN_TTL_MS,
    };
    const authorizationUrl = buildAuthorizationUrl(configuration, {
      redirect_uri: pending.callbackUrl,
      scope: 'openid email profile',
      state: pending.state,
      nonce: pending.nonce,
      code_challenge: await calculatePKCECodeChallenge(pending.codeVerifier),
      code_challenge_method: 'S256',
    });
    return { authorizationUrl, sealed: this.seal!.seal(pending) };
  }

  /**
   * Finishes a sign-in from the provider's redirect (`query` is the callback's query string): the
   * code is exchanged with the verifier, and the ID token must carry our nonce and our client id.
   */
  async complete(
    query: string,
    sealed: string | undefined,
  ): Promise<{ identity: ProviderIdentity; redirect: string }> {
    const configuration = await this.configuration();
    const pending = this.seal!.open(sealed);
    if (!pending) {
      throw new BadRequestException(
        'This sign-in was not started in this browser, or took longer than 10 minutes.',
      );
    }
    const currentUrl = new URL(pending.callbackUrl);
    currentUrl.search = query;
    try {
      const tokens = await authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: pending.codeVerifier,
        expectedState: pending.state,
        expectedNonce: pending.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      const profile = {
        ...claims,
        ...(await fetchUserInfo(configuration, tokens.access_token, claims.sub)),
      };
      const emailVerified: unknown = profile.email_verified;
      const identity: ProviderIdentity = {
        subject: claims.sub,
        email: text(profile.email),
        // Some providers send the flag as a string.
        emailVerified: emailVerified === true || emailVerified === 'true',
        name: text(profile.name),
        picture: text(profile.picture),
      };
      return { identity, redirect: pending.redirect };
    } catch (error) {
      throw this.explain(error);
    }
  }

  private configuration(): Promise<Configuration> {
    if (!this.status().enabled) {
      return Promise.reject(new ServiceUnavailableException(GOOGLE_SIGN_IN_UNAVAILABLE));
    }
    const issuer = new URL(this.config.OIDC_ISSUER);
    this.discovered ??= discovery(
      issuer,
      this.config.GOOGLE_CLIENT_ID!,
      this.config.GOOGLE_CLIENT_SECRET,
      undefined,
      {
        // Plain http only for a provider on this machine (a local test provider); status() refuses others.
        execute: issuer.protocol === 'http:' ? [allowInsecureRequests] : [],
        timeout: DISCOVERY_TIMEOUT_SECONDS,
      },
    ).catch((error: unknown) => {
      this.discovered = undefined;
      this.logger.warn(`OpenID discovery at ${issuer.href} failed: ${String(error)}`);
      throw new ServiceUnavailableException(
        'Google sign-in is unavailable right now: the provider could not be reached. Try again later.',
      );
    });
    return this.discovered;
  }

  /** A message a person can act on; the details go to the log. */
  private explain(error: unknown): Error {
    this.logger.warn(`Google sign-in refused: ${String(error)}`);
    if (error instanceof AuthorizationResponseError) {
      return new BadRequestException(`Google did not sign you in (${error.error}).`);
    }
    if (error instanceof ResponseBodyError) {
      return new BadRequestException('This sign-in code was already used or has expired.');
    }
    if (
      typeof (error as { code?: unknown })?.code === 'string' &&
      (error as { code: string }).code.startsWith('OAUTH_')
    ) {
      return new BadRequestException(
        "Google's answer did not match this sign-in, so it was not accepted.",
      );
    }
    return new BadGatewayException('Google could not be reached to finish signing in. Try again.');
  }
}
