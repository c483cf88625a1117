import { Module } from '@nestjs/common';
import { BlocksModule } from '../blocks/blocks.module.js';
import { OrdersModule } from '../orders/orders.module.js';
import { ProductsModule } from '../products/products.module.js';
import { UsersModule } from '../users/users.module.js';
import { ConversationsController } from './conversations.controller.js';
import { ConversationsRepository } from './conversations.repository.js';
import { ConversationsService } from './conversations.service.js';

@Module({
  imports: [ProductsModule, UsersModule, OrdersModule, BlocksModule],
  controllers: [ConversationsController],
  providers: [ConversationsRepository, ConversationsService],
  // Reports check a reported message's thread and show it to the moderator.
  exports: [ConversationsService],
})
export class ConversationsModule {}
