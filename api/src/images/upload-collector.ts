import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import type { Database, Transaction } from '../database/database.js';
import { JobScheduler } from '../scheduling/job-scheduler.js';
import { IMAGE_STORAGE, type ImageStorage, companionKeysOf } from './image-storage.js';
import { UploadsRepository } from './uploads.repository.js';

/** Registration uploads its photo before the account exists; a day is ample to finish. */
export const UNREFERENCED_UPLOAD_GRACE_MS = 24 * 3_600_000;
const COLLECTION_PERIOD_SECONDS = 3_600;
const BATCH_SIZE = 200;

/** Deletes uploads that no user, product, category or order has referred to for a day. */
@Injectable()
export class UploadCollector implements OnModuleInit {
  private readonly logger = new Logger(UploadCollector.name);

  constructor(
    private readonly uploads: UploadsRepository,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
    private readonly scheduler: JobScheduler,
  ) {}

  /** Hourly, by one process of the deployment (the scheduler), inside the job's transaction. */
  onModuleInit(): void {
    this.scheduler.register({
      name: 'uploads.collect-unreferenced',
      periodSeconds: COLLECTION_PERIOD_SECONDS,
      run: async (tx) => {
        await this.collect(new Date(), tx);
      },
    });
  }

  /**
   * Returns how many uploads it deleted. `now` is a parameter so tests need not wait a day; the
   * scheduler passes its transaction as `executor`.
   */
  async collect(now = new Date(), executor?: Database | Transaction): Promise<number> {
    const cutoff = new Date(now.getTime() - UNREFERENCED_UPLOAD_GRACE_MS);
    let total = 0;
    for (;;) {
      const keys = await this.uploads.deleteUnreferenced(
        cutoff,
        BATCH_SIZE,
        (batch) => this.removeFiles(batch),
        executor,
      );
      total += keys.length;
      if (keys.length < BATCH_SIZE) break;
    }
    if (total) this.logger.log(`Deleted ${total} unreferenced uploads`);
    return total;
  }

  private async removeFiles(keys: string[]): Promise<void> {
    for (const key of keys) {
      for (const stored of [key, ...companionKeysOf(key)]) await this.storage.delete(stored);
    }
  }
}
