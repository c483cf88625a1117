import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { PageQuery } from '@marketplace/contracts';
import { Public } from '../auth/access.decorator.js';
import { Page, PageParams } from '../common/pagination.js';
import { CategoriesRepository } from './categories.repository.js';

@ApiTags('categories')
@Controller()
export class CategoriesController {
  constructor(private readonly categories: CategoriesRepository) {}

  @Public()
  @Get('category')
  async list(@PageParams() page: PageQuery) {
    const { items, total } = await this.categories.list(page);
    return new Page(items, total, page);
  }
}
