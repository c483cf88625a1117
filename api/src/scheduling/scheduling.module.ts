import { Global, Module } from '@nestjs/common';
import { JobScheduler } from './job-scheduler.js';

@Global()
@Module({ providers: [JobScheduler], exports: [JobScheduler] })
export class SchedulingModule {}
