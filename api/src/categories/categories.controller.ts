import { Answer, AnswerNotModified } from '../openapi/answers.js';
import { z } from 'zod';
import { categorySchema } from '@marketplace/contracts';
import { Controller, Get, NotFoundException, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PageQuery } from '@marketplace/contracts';
import { Public } from '../access/access.decorator.js';
import { Page, PageParams } from '../common/pagination.js';
import { categoryNameSchema } from './category-query.dto.js';
import { CategoriesRepository, toCategory } from './categories.repository.js';

@ApiTags('categories')
@Controller()
export class CategoriesController {
  constructor(private readonly categories: CategoriesRepository) {}

  @Public()
  @ApiOperation({ summary: 'All categories' })
  @Answer(200, z.array(categorySchema))
  @AnswerNotModified()
  @Get('category')
  async list(@PageParams() page: PageQuery) {
    const { items, total } = await this.categories.list(page);
    return new Page(items, total, page);
  }

  /** Added: one category by name, whatever its case, so an address can be put in its canonical spelling. */
  @Public()
  @ApiOperation({ summary: 'One category by name, whatever its case' })
  @Answer(200, categorySchema)
  @Get('category/:name')
  async byName(@Param('name', { schema: categoryNameSchema }) name: string) {
    const category = await this.categories.findByName(name);
    if (!category) throw new NotFoundException('Category not found');
    return toCategory(category);
  }
}
