import { Module } from '@nestjs/common';
import { BlocksModule } from '../blocks/blocks.module.js';
import { CategoriesModule } from '../categories/categories.module.js';
import { PlacesModule } from '../places/places.module.js';
import { SavedSearchesController } from './saved-searches.controller.js';
import { SavedSearchesEventHandlers } from './saved-searches.events.js';
import { SavedSearchesRepository } from './saved-searches.repository.js';
import { SavedSearchesService } from './saved-searches.service.js';

@Module({
  imports: [CategoriesModule, PlacesModule, BlocksModule],
  controllers: [SavedSearchesController],
  providers: [SavedSearchesRepository, SavedSearchesService, SavedSearchesEventHandlers],
})
export class SavedSearchesModule {}
