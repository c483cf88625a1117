import { Module } from '@nestjs/common';
import { PlacesModule } from '../places/places.module.js';
import { ProductsModule } from '../products/products.module.js';
import { MeetingSpotsController } from './meeting-spots.controller.js';
import { MeetingSpotsRepository } from './meeting-spots.repository.js';
import { MeetingSpotsService } from './meeting-spots.service.js';

@Module({
  imports: [PlacesModule, ProductsModule],
  controllers: [MeetingSpotsController],
  providers: [MeetingSpotsRepository, MeetingSpotsService],
  exports: [MeetingSpotsService],
})
export class MeetingSpotsModule {}
