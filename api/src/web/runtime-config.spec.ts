import { REMOTE_NAMES, remoteUrlVariable } from '@marketplace/contracts';
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
    const config = loadConfig({
      PUBLIC_URL: 'https://market.example/',
      SUPPORT_EMAIL: 'help@market.example',
    });
    const runtimeConfig = buildRuntimeConfig(config, 'api', { enabled: true });
    expect(runtimeConfig).toEqual({
      apiBaseUrl: 'https://market.example/api',
      remotes: expect.objectContaining({
        storefront: 'https://market.example/remotes/storefront/mf-manifest.json',
        seller: 'https://market.example/remotes/seller/mf-manifest.json',
        admin: 'https://market.example/remotes/admin/mf-manifest.json',
      }),
      remoteLoadTimeoutMs: 8000,
      googleSignIn: { enabled: true },
      supportEmail: 'help@market.example',
    });
    // Every remote of the remote list, in its order (the dashboard menu's order).
    expect(Object.keys(runtimeConfig.remotes)).toEqual(REMOTE_NAMES);
  });

  it('points each remote of the list at another origin through its own REMOTE_<NAME>_URL', () => {
    for (const name of REMOTE_NAMES) {
      const config = loadConfig({ [remoteUrlVariable(name)]: `https://${name}.cdn.example/v2/` });
      const { remotes } = buildRuntimeConfig(config, 'api', { enabled: false });
      expect(remotes[name]).toBe(`https://${name}.cdn.example/v2/mf-manifest.json`);
      for (const other of REMOTE_NAMES.filter((candidate) => candidate !== name)) {
        expect(remotes[other]).toBe(`/remotes/${other}/mf-manifest.json`);
      }
    }
  });

  it('refuses a REMOTE_<NAME>_URL that is not an address, naming the variable', () => {
    expect(() => loadConfig({ REMOTE_SELLER_URL: 'not a url' })).toThrow(/REMOTE_SELLER_URL/);
  });
});
