import { Module } from '@nestjs/common';
import { BlocksModule } from '../blocks/blocks.module.js';
import { MeetingSpotsModule } from '../meeting-spots/meeting-spots.module.js';
import { PlacesModule } from '../places/places.module.js';
import { ProductsModule } from '../products/products.module.js';
import { UsersModule } from '../users/users.module.js';
import { OrdersController } from './orders.controller.js';
import { OrdersEventHandlers } from './orders.events.js';
import { OrdersRepository } from './orders.repository.js';
import { OrdersService } from './orders.service.js';

@Module({
  imports: [ProductsModule, UsersModule, MeetingSpotsModule, PlacesModule, BlocksModule],
  controllers: [OrdersController],
  providers: [OrdersRepository, OrdersService, OrdersEventHandlers],
  // Conversations open an order's conversation from the order's parties.
  exports: [OrdersRepository],
})
export class OrdersModule {}
