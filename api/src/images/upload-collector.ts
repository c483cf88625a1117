import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { IMAGE_STORAGE, type ImageStorage, thumbnailKeyOf } from './image-storage.js';
import { UploadsRepository } from './uploads.repository.js';

/** Registration uploads its photo before the account exists; a day is ample to finish. */
export const UNREFERENCED_UPLOAD_GRACE_MS = 24 * 3_600_000;
const COLLECTION_INTERVAL_MS = 3_600_000;
const BATCH_SIZE = 200;

/** Deletes uploads that no user, product, category or order has referred to for a day. */
@Injectable()
export class UploadCollector implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(UploadCollector.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly uploads: UploadsRepository,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.collect().catch((error: unknown) =>
        this.logger.error(`Collecting uploads failed: ${String(error)}`),
      );
    }, COLLECTION_INTERVAL_MS);
    // A pending collection must not keep a finished process (or a test run) alive.
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Returns how many uploads it deleted. `now` is a parameter so tests need not wait a day. */
  async collect(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - UNREFERENCED_UPLOAD_GRACE_MS);
    let total = 0;
    for (;;) {
      const keys = await this.uploads.deleteUnreferenced(cutoff, BATCH_SIZE, (batch) =>
        this.removeFiles(batch),
      );
      total += keys.length;
      if (keys.length < BATCH_SIZE) break;
    }
    if (total) this.logger.log(`Deleted ${total} unreferenced uploads`);
    return total;
  }

  private async removeFiles(keys: string[]): Promise<void> {
    for (const key of keys) {
      await this.storage.delete(key);
      await this.storage.delete(thumbnailKeyOf(key));
    }
  }
}
