import { Global, Module } from '@nestjs/common';
import { JobQueue } from './job-queue.js';
import { JobWorker } from './job-worker.js';
import { JobsRepository } from './jobs.repository.js';

/** The job queue for every domain: define kinds at start, enqueue from requests. */
@Global()
@Module({
  providers: [JobsRepository, JobQueue, JobWorker],
  exports: [JobQueue],
})
export class JobsModule {}
