import { Answer } from '../openapi/answers.js';
import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type SavedSearchInput,
  savedSearchInputSchema,
  deleteResultSchema,
  insertResultSchema,
  savedSearchListSchema,
} from '@marketplace/contracts';
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
  @ApiOperation({ summary: 'Save a search' })
  @Answer(201, insertResultSchema)
  @Answer(404, 'No such category')
  @Answer(409, 'Too many saved searches, or one with this name already')
  @Answer(429)
  @Post()
  create(
    @Body({ schema: savedSearchInputSchema }) input: SavedSearchInput,
    @CurrentUser() owner: SessionUser,
  ) {
    return this.searches.create(input, owner);
  }

  /** Each with its new matches since the list was last opened; opening it marks them seen. */
  @SignedIn()
  @ApiOperation({ summary: "The account's saved searches, with their new matches" })
  @Answer(200, savedSearchListSchema)
  @Get()
  list(@CurrentUser() owner: SessionUser) {
    return this.searches.list(owner);
  }

  @SignedIn()
  @ApiOperation({ summary: 'Delete a saved search' })
  @Answer(200, deleteResultSchema)
  @Answer(403, 'Not your saved search')
  @Answer(429)
  @Delete(':id')
  delete(@Param('id', new IdPipe('Saved search')) id: number, @CurrentUser() viewer: SessionUser) {
    return this.searches.delete(id, viewer);
  }
}
