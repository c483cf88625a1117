import { Module } from '@nestjs/common';
import { ProductsModule } from '../products/products.module.js';
import { FavouritesController } from './favourites.controller.js';
import { FavouritesRepository } from './favourites.repository.js';
import { FavouritesService } from './favourites.service.js';

@Module({
  imports: [ProductsModule],
  controllers: [FavouritesController],
  providers: [FavouritesRepository, FavouritesService],
})
export class FavouritesModule {}
