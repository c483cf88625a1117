import { Global, Module } from '@nestjs/common';
import { DATABASE_HANDLE, type DatabaseHandle } from '../database/database.js';
import { MetricsController } from './metrics.controller.js';
import { Metrics } from './metrics.js';

@Global()
@Module({
  controllers: [MetricsController],
  providers: [
    {
      provide: Metrics,
      inject: [DATABASE_HANDLE],
      useFactory: (database: DatabaseHandle) => new Metrics(database.pool, database.replicas),
    },
  ],
  exports: [Metrics],
})
export class MetricsModule {}
