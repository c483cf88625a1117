import { Module } from '@nestjs/common';
import { OrdersModule } from '../orders/orders.module.js';
import { ProductsModule } from '../products/products.module.js';
import { UsersModule } from '../users/users.module.js';
import { ConversationsController } from './conversations.controller.js';
import { ConversationsRepository } from './conversations.repository.js';
import { ConversationsService } from './conversations.service.js';

@Module({
  imports: [ProductsModule, UsersModule, OrdersModule],
  controllers: [ConversationsController],
  providers: [ConversationsRepository, ConversationsService],
})
export class ConversationsModule {}
