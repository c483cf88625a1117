import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { type SavedSearchInput, savedSearchInputSchema } from '@marketplace/contracts';
import { SignedIn } from '../access/access.decorator.js';
import { CurrentUser } from '../access/current-user.decorator.js';
import type { SessionUser } from '../access/session-user.js';
import { IdPipe } from '../common/id.pipe.js';
import { SavedSearchesService } from './saved-searches.service.js';

/** The signed-in account's saved searches (issue 33; not in SPEC.md). */
@ApiTags('saved-searches')
@Controller('saved-searches')
export class SavedSearchesController {
  constructor(private readonly searches: SavedSearchesService) {}

  @SignedIn()
  @Post()
  create(
    @Body({ schema: savedSearchInputSchema }) input: SavedSearchInput,
    @CurrentUser() owner: SessionUser,
  ) {
    return this.searches.create(input, owner);
  }

  /** Each with its new matches since the list was last opened; opening it marks them seen. */
  @SignedIn()
  @Get()
  list(@CurrentUser() owner: SessionUser) {
    return this.searches.list(owner);
  }

  @SignedIn()
  @Delete(':id')
  delete(@Param('id', new IdPipe('Saved search')) id: number, @CurrentUser() viewer: SessionUser) {
    return this.searches.delete(id, viewer);
  }
}
