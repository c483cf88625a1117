import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module.js';
import { BlocksController } from './blocks.controller.js';
import { BlocksRepository } from './blocks.repository.js';
import { BlocksService } from './blocks.service.js';

@Module({
  imports: [UsersModule],
  controllers: [BlocksController],
  providers: [BlocksRepository, BlocksService],
  // Conversations, orders and products ask it who is blocked.
  exports: [BlocksService],
})
export class BlocksModule {}
