import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module.js';
import { ReputationModule } from '../reputation/reputation.module.js';
import { MeetingSharesController } from './meeting-shares.controller.js';
import { MeetingSharesRepository } from './meeting-shares.repository.js';
import { MeetingSharesService } from './meeting-shares.service.js';

/** "Share my meeting": trusted contacts of accepted deals, and the emails they get. */
@Module({
  imports: [OrdersModule, ReputationModule],
  controllers: [MeetingSharesController],
  providers: [MeetingSharesRepository, MeetingSharesService],
})
export class MeetingSharesModule {}
