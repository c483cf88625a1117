/** @jest-environment node */
import { RuntimeConfigError, loadRuntimeConfig } from './load-runtime-config';

const VALID = {
  apiBaseUrl: '/api',
  remotes: {
    storefront: '/remotes/storefront/mf-manifest.json',
    seller: 'https://seller.cdn.example/mf-manifest.json',
    admin: '/remotes/admin/mf-manifest.json',
  },
  remoteLoadTimeoutMs: 8000,
  googleSignIn: { enabled: false },
  supportEmail: 'help@market.example',
};

function answer(status: number, body: unknown) {
  return jest.fn().mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

describe('loading the runtime config', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads /runtime-config.json from its own origin, bypassing the HTTP cache', async () => {
    const fetchMock = answer(200, VALID);
    globalThis.fetch = fetchMock;
    await expect(loadRuntimeConfig()).resolves.toEqual(VALID);
    expect(fetchMock).toHaveBeenCalledWith(
      '/runtime-config.json',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('takes a config from a server that names no support contact yet', async () => {
    const { supportEmail: _supportEmail, ...older } = VALID;
    globalThis.fetch = answer(200, older);
    await expect(loadRuntimeConfig()).resolves.toEqual({ ...VALID, supportEmail: null });
  });

  it('refuses a config without remotes or with a remote at no address, so no page loads from nowhere', async () => {
    for (const remotes of [{}, { storefront: '/x.json', seller: '' }, { seller: 42 }, null]) {
      globalThis.fetch = answer(200, { ...VALID, remotes });
      await expect(loadRuntimeConfig()).rejects.toThrow(
        'The marketplace configuration is not valid',
      );
    }
  });

  it('says when the server answers with an error or cannot be reached', async () => {
    globalThis.fetch = answer(503, { message: 'down' });
    await expect(loadRuntimeConfig()).rejects.toThrow(
      new RuntimeConfigError('The marketplace configuration is unavailable (HTTP 503)'),
    );
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(loadRuntimeConfig()).rejects.toThrow(
      'The marketplace server could not be reached',
    );
  });
});
