import { REMOTES } from '@marketplace/contracts';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { remoteOfFolder } from './remote-list.ts';
import { findWorkspaceRoot, readPackageJson } from './workspace.ts';

const workspaceRoot = findWorkspaceRoot(__dirname);

describe('the remote list every build reads', () => {
  it('names each remote folder of the workspace, and only those', () => {
    const remoteFolders = readdirSync(workspaceRoot).filter(
      (folder) =>
        existsSync(join(workspaceRoot, folder, 'module-federation.config.ts')) &&
        folder !== 'shell',
    );
    expect(REMOTES.map(({ folder }) => folder).sort()).toEqual(remoteFolders.sort());
    for (const { folder } of REMOTES) {
      // The root package.json's workspaces take every `mfe-*` folder.
      expect(folder).toMatch(/^mfe-[a-z0-9-]+$/);
      expect(readPackageJson(join(workspaceRoot, folder)).name).toBe(`@marketplace/${folder}`);
    }
  });

  it("gives a remote's build its federation name and dev port from its folder's entry", () => {
    expect(remoteOfFolder(join(workspaceRoot, 'mfe-seller'))).toEqual({
      name: 'seller',
      folder: 'mfe-seller',
      devPort: 4202,
    });
  });

  it('refuses to build a remote folder that is not in the list, saying where to add it', () => {
    expect(() => remoteOfFolder('/somewhere/mfe-reviews')).toThrow(
      'mfe-reviews is not in the remote list (libs/contracts/src/remotes.json)',
    );
  });
});
