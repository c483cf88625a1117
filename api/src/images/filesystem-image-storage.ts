import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { dirname, join } from 'node:path';
import { type ImageStorage, isImageKey } from './image-storage.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

/**
 * Images as files under one directory, fanned out by the first two characters of the key so no
 * directory grows past a few thousand entries. Only well-formed keys reach the filesystem, which
 * is what rules out path traversal.
 */
export class FilesystemImageStorage implements ImageStorage {
  constructor(private readonly root: string) {}

  async put(key: string, content: Buffer): Promise<void> {
    const path = this.pathOf(key);
    if (await this.exists(path)) return;
    await mkdir(dirname(path), { recursive: true });
    // Written aside and renamed into place, so a reader never sees half a file.
    const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await writeFile(partial, content);
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  }

  async open(key: string): Promise<{ stream: Readable; size: number } | null> {
    try {
      // Size and stream from one open handle: a file collected in between cannot split them.
      const handle = await open(this.pathOf(key));
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.pathOf(key));
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
  }

  private pathOf(key: string): string {
    if (!isImageKey(key)) throw new Error(`Not an image key: ${key}`);
    return join(this.root, key.slice(0, 2), key);
  }

  private async exists(path: string): Promise<boolean> {
    try {
      await stat(path);
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }
}
