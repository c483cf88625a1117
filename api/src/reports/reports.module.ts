import { Module } from '@nestjs/common';
import { ReportsController } from './reports.controller.js';
import { ReportsEventHandlers } from './reports.events.js';
import { ReportsRepository } from './reports.repository.js';
import { ReportsService } from './reports.service.js';

@Module({
  controllers: [ReportsController],
  providers: [ReportsRepository, ReportsService, ReportsEventHandlers],
})
export class ReportsModule {}
