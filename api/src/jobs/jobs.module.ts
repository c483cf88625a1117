import { Global, Module } from '@nestjs/common';
import { JobMetrics } from './job-metrics.js';
import { JobQueue } from './job-queue.js';
import { JobWorker } from './job-worker.js';
import { JobsRepository } from './jobs.repository.js';

/** The job queue for every domain: define kinds at start, enqueue from requests. */
@Global()
@Module({
  providers: [JobsRepository, JobQueue, JobWorker, JobMetrics],
  exports: [JobQueue],
})
export class JobsModule {}
