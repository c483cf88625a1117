import { Module } from '@nestjs/common';
import { BlocksModule } from '../blocks/blocks.module.js';
import { CategoriesModule } from '../categories/categories.module.js';
import { PlacesModule } from '../places/places.module.js';
import { UsersModule } from '../users/users.module.js';
import { ListingRemovals } from './listing-removals.repository.js';
import { ProductsController } from './products.controller.js';
import { ProductsEventHandlers } from './products.events.js';
import { ProductsSearchRepository } from './products-search.repository.js';
import { ProductsRepository } from './products.repository.js';
import { ProductsService } from './products.service.js';

@Module({
  imports: [CategoriesModule, PlacesModule, UsersModule, BlocksModule],
  controllers: [ProductsController],
  providers: [
    ProductsRepository,
    ProductsSearchRepository,
    ListingRemovals,
    ProductsService,
    ProductsEventHandlers,
  ],
  exports: [ProductsRepository, ProductsService],
})
export class ProductsModule {}
