import { Module } from '@nestjs/common';
import { BlocksModule } from '../blocks/blocks.module.js';
import { ProductsModule } from '../products/products.module.js';
import { FavouritesController } from './favourites.controller.js';
import { FavouritesRepository } from './favourites.repository.js';
import { FavouritesService } from './favourites.service.js';

@Module({
  imports: [ProductsModule, BlocksModule],
  controllers: [FavouritesController],
  providers: [FavouritesRepository, FavouritesService],
})
export class FavouritesModule {}
