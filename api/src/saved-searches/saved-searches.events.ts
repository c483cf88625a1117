import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainEvents } from '../events/domain-events.js';
import { SavedSearchesRepository } from './saved-searches.repository.js';
import { SavedSearchesService } from './saved-searches.service.js';

/** The saved searches' part in the products domain's events. */
@Injectable()
export class SavedSearchesEventHandlers implements OnModuleInit {
  constructor(
    private readonly events: DomainEvents,
    private readonly service: SavedSearchesService,
    private readonly searches: SavedSearchesRepository,
  ) {}

  onModuleInit(): void {
    // Delivered by the job worker after the listing's change committed, so matching a listing
    // against every saved search never slows the request that put it up.
    this.events.afterCommit('product.published', (listing) => this.service.matchListing(listing));
    this.events.on('product.deleted', ({ productIds }, tx) =>
      this.searches.forgetProducts(tx, productIds),
    );
  }
}
