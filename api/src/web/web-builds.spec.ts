import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findWebBuilds } from './web-builds.js';

describe('finding the front-end builds to publish', () => {
  let webRoot: string;
  const build = (folder: string) => {
    mkdirSync(join(webRoot, folder, 'dist'), { recursive: true });
    writeFileSync(join(webRoot, folder, 'dist', 'mf-manifest.json'), '{}');
  };

  beforeEach(() => {
    webRoot = mkdtempSync(join(tmpdir(), 'marketplace-builds-'));
  });
  afterEach(() => rmSync(webRoot, { recursive: true, force: true }));

  it('publishes each built remote of the remote list from its folder, under /remotes/<name>/', () => {
    build('mfe-seller');
    expect(findWebBuilds(webRoot)).toEqual({
      shell: undefined,
      remotes: [
        {
          name: 'seller',
          directory: join(webRoot, 'mfe-seller', 'dist'),
          urlPath: '/remotes/seller/',
        },
      ],
    });
  });

  it('takes a new remote from its entry in the list alone', () => {
    build('mfe-reviews');
    const remotes = [{ name: 'reviews', folder: 'mfe-reviews', devPort: 4299 }];
    expect(findWebBuilds(webRoot, remotes).remotes).toEqual([
      {
        name: 'reviews',
        directory: join(webRoot, 'mfe-reviews', 'dist'),
        urlPath: '/remotes/reviews/',
      },
    ]);
  });
});
