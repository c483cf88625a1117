import { loadConfig } from '../config/app-config.js';
import { buildRuntimeConfig, manifestUrl } from './runtime-config.js';

describe('runtime config', () => {
  it('takes a remote URL as its folder or as its manifest', () => {
    expect(manifestUrl('https://cdn.example/storefront')).toBe(
      'https://cdn.example/storefront/mf-manifest.json',
    );
    expect(manifestUrl('https://cdn.example/storefront/')).toBe(
      'https://cdn.example/storefront/mf-manifest.json',
    );
    expect(manifestUrl('https://cdn.example/v3/mf-manifest.json')).toBe(
      'https://cdn.example/v3/mf-manifest.json',
    );
  });

  it('puts everything under PUBLIC_URL when the server is reached through one', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://market.example/' });
    expect(buildRuntimeConfig(config, 'api', { enabled: true })).toEqual({
      apiBaseUrl: 'https://market.example/api',
      remotes: {
        storefront: 'https://market.example/remotes/storefront/mf-manifest.json',
        seller: 'https://market.example/remotes/seller/mf-manifest.json',
        admin: 'https://market.example/remotes/admin/mf-manifest.json',
      },
      remoteLoadTimeoutMs: 8000,
      googleSignIn: { enabled: true },
    });
  });
});
