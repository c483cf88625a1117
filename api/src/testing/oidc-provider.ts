import { type KeyObject, generateKeyPairSync, sign } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';
import sharp from 'sharp';

/** A person with an account at the provider: standard OpenID claims. */
export interface ProviderAccount {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
}

type Claims = Record<string, unknown>;

const CLIENT_ID = 'marketplace-test';
const CLIENT_SECRET = 'marketplace-test-client-secret';

const base64urlJson = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A real OpenID Connect provider (`oidc-provider`) on a loopback port, for sign-in tests. Its
 * sign-in page is replaced by one that signs in whoever `authorize()` names, and it serves
 * profile pictures at `/pictures/<name>.png`.
 */
export class TestOidcProvider {
  readonly clientId = CLIENT_ID;
  readonly clientSecret = CLIENT_SECRET;
  private nextIdTokenRewrite: ((claims: Claims) => Claims) | undefined;

  private constructor(
    private readonly server: Server,
    private readonly provider: Provider,
    private readonly signingKey: KeyObject,
    private readonly accounts: Map<string, ProviderAccount>,
    readonly issuer: string,
  ) {}

  static async start(redirectUris: string[]): Promise<TestOidcProvider> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const accounts = new Map<string, ProviderAccount>();
    const client = {
      client_secret: CLIENT_SECRET,
      redirect_uris: redirectUris,
      token_endpoint_auth_method: 'client_secret_post' as const,
    };
    const configuration: Configuration = {
      clients: [
        { client_id: CLIENT_ID, ...client },
        { client_id: 'another-app', ...client },
      ],
      jwks: {
        keys: [
          {
            ...privateKey.export({ format: 'jwk' }),
            kid: 'test-signing-key',
            use: 'sig',
            alg: 'RS256',
          },
        ],
      },
      cookies: { keys: ['test-provider-cookie-key'] },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'picture'] },
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_, interaction) => `/interaction/${interaction.uid}` },
      pkce: { required: () => true },
      findAccount: (_, sub) => {
        const account = accounts.get(sub);
        return account && { accountId: sub, claims: () => ({ ...account }) };
      },
    };
    const provider = new Provider(issuer, configuration);
    const instance = new TestOidcProvider(server, provider, privateKey, accounts, issuer);
    server.on('request', (request, response) => {
      instance.handle(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
    });
    return instance;
  }

  addAccount(account: ProviderAccount): ProviderAccount {
    this.accounts.set(account.sub, account);
    return account;
  }

  pictureUrl(name: string): string {
    return `${this.issuer}/pictures/${name}.png`;
  }

  /**
   * The next ID token the token endpoint issues is rewritten by `rewrite` and signed again with
   * the provider's own key: a genuine signature over claims of the test's choosing.
   */
  rewriteNextIdToken(rewrite: (claims: Claims) => Claims): void {
    this.nextIdTokenRewrite = rewrite;
  }

  /**
   * Plays the browser at the provider: follows `authorizationUrl` through sign-in as `sub` and
   * consent, and returns the URL the provider sends the browser back to.
   */
  async authorize(authorizationUrl: URL, sub: string): Promise<URL> {
    const cookies = new Map<string, string>();
    let url = new URL(authorizationUrl);
    url.searchParams.set('login_hint', sub);
    for (let hop = 0; hop < 10; hop += 1) {
      const response = await fetch(url, {
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') },
      });
      for (const header of response.headers.getSetCookie()) {
        const [pair] = header.split(';');
        const [name, value] = pair!.split('=') as [string, string];
        if (value) cookies.set(name, value);
        else cookies.delete(name);
      }
      const location = response.headers.get('location');
      if (!location)
        throw new Error(`The provider answered ${response.status}: ${await response.text()}`);
      url = new URL(location, url);
      if (url.origin !== this.issuer) return url;
    }
    throw new Error('Too many redirects at the provider');
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url!, this.issuer).pathname;
    if (path.startsWith('/pictures/')) return this.servePicture(path, response);
    if (path.startsWith('/interaction/')) return this.interact(request, response);
    if (path === '/token' && this.nextIdTokenRewrite) {
      this.rewriteIdTokenIn(response, this.nextIdTokenRewrite);
      this.nextIdTokenRewrite = undefined;
    }
    return this.provider.callback()(request, response);
  }

  /** Signs in the account named by `login_hint`, then grants what the client asked for. */
  private async interact(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const details = await this.provider.interactionDetails(request, response);
    if (details.prompt.name === 'login') {
      await this.provider.interactionFinished(
        request,
        response,
        { login: { accountId: String(details.params.login_hint) } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const grant = new this.provider.Grant({
      accountId: details.session!.accountId,
      clientId: String(details.params.client_id),
    });
    grant.addOIDCScope(String(details.params.scope));
    await this.provider.interactionFinished(request, response, {
      consent: { grantId: await grant.save() },
    });
  }

  private async servePicture(path: string, response: ServerResponse): Promise<void> {
    if (path === '/pictures/missing.png') {
      response.statusCode = 404;
      response.end('not found');
      return;
    }
    const picture = await sharp({
      create: { width: 96, height: 96, channels: 3, background: { r: 14, g: 116, b: 144 } },
    })
      .png()
      .toBuffer();
    response.setHeader('content-type', 'image/png');
    response.end(picture);
  }

  private rewriteIdTokenIn(response: ServerResponse, rewrite: (claims: Claims) => Claims): void {
    const end = response.end.bind(response) as (body: string) => ServerResponse;
    response.end = ((body: string | Buffer) => {
      const tokens = JSON.parse(body.toString()) as { id_token: string };
      const [header, payload] = tokens.id_token.split('.') as [string, string];
      const claims = rewrite(JSON.parse(Buffer.from(payload, 'base64url').toString()) as Claims);
      const signedPart = `${header}.${base64urlJson(claims)}`;
      tokens.id_token = `${signedPart}.${sign('sha256', Buffer.from(signedPart), this.signingKey).toString('base64url')}`;
      const rewritten = JSON.stringify(tokens);
      response.setHeader('content-length', Buffer.byteLength(rewritten));
      return end(rewritten);
    }) as typeof response.end;
  }
}
