import { REMOTES, remoteUrlVariable } from './remotes.js';

describe('the remote list', () => {
  it('names each remote, folder and dev port once', () => {
    for (const key of ['name', 'folder', 'devPort'] as const) {
      const values = REMOTES.map((remote) => remote[key]);
      expect(new Set(values).size).toBe(values.length);
    }
  });

  it('uses names that work as a federation container, a URL path and an environment variable', () => {
    for (const { name, folder, devPort } of REMOTES) {
      expect(name).toMatch(/^[a-z][a-z0-9]*$/);
      expect(folder).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(devPort).toBeGreaterThan(1024);
    }
    expect(remoteUrlVariable('seller')).toBe('REMOTE_SELLER_URL');
  });
});
