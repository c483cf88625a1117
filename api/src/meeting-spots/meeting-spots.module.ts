import { Module } from '@nestjs/common';
import { MeetingSpotsController } from './meeting-spots.controller.js';
import { MeetingSpotsRepository } from './meeting-spots.repository.js';
import { MeetingSpotsService } from './meeting-spots.service.js';

@Module({
  controllers: [MeetingSpotsController],
  providers: [MeetingSpotsRepository, MeetingSpotsService],
  exports: [MeetingSpotsService],
})
export class MeetingSpotsModule {}
