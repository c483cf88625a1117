import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type PageQuery,
  type ProductEdit,
  type ProductInput,
  type ProductSearchQuery,
  emailSchema,
  productEditSchema,
  productInputSchema,
  productSearchQuerySchema,
  productSearchSchema,
} from '@marketplace/contracts';
import {
  AdminsOnly,
  Public,
  SelfOrAdmin,
  SellersOnly,
  SignedIn,
} from '../access/access.decorator.js';
import { CurrentUser } from '../access/current-user.decorator.js';
import type { SessionUser } from '../access/session-user.js';
import { IdPipe } from '../common/id.pipe.js';
import { PageParams } from '../common/pagination.js';
import { categoryNameSchema, discountQuerySchema } from '../categories/category-query.dto.js';
import { ProductsService } from './products.service.js';

/** Paths and spellings are SPEC.md section 7's (`/advrtized`, `/producs/:id`, `/delete/:id`). */
@ApiTags('products')
@Controller()
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Public()
  @Get('advrtized')
  advertised(@PageParams() page: PageQuery) {
    return this.products.listAdvertised(page);
  }

  @Public()
  @Get('products')
  byCategory(
    @Query('category', { schema: categoryNameSchema }) category: string,
    @Query('discount', { schema: discountQuerySchema }) discount: number | undefined,
    @PageParams() page: PageQuery,
  ) {
    return this.products.listCategory(category, page, discount);
  }

  @Public()
  @Get('products/search')
  search(@Query({ schema: productSearchSchema }) query: ProductSearchQuery) {
    return this.products.search(query);
  }

  @Public()
  @Get('sellers/:id/products')
  sellerForSale(
    @Param('id', new IdPipe('Seller')) sellerId: number,
    @PageParams() page: PageQuery,
  ) {
    return this.products.listSellerForSale(sellerId, page);
  }

  @AdminsOnly()
  @Get('products/all')
  all(
    @Query({ schema: productSearchQuerySchema }) query: { search?: string },
    @PageParams() page: PageQuery,
  ) {
    return this.products.listForAdmin(query.search, page);
  }

  @SellersOnly()
  @Post('products')
  create(
    @Body({ schema: productInputSchema }) input: ProductInput,
    @CurrentUser() seller: SessionUser,
  ) {
    return this.products.create(input, seller);
  }

  @SelfOrAdmin('query')
  @Get('myproducts')
  mine(@Query('email', { schema: emailSchema }) email: string, @PageParams() page: PageQuery) {
    return this.products.listSeller(email, page);
  }

  @SellersOnly()
  @Put('product/:id')
  advertise(@Param('id', new IdPipe('Product')) id: number, @CurrentUser() seller: SessionUser) {
    return this.products.advertise(id, seller);
  }

  @SellersOnly()
  @Patch('product/:id')
  edit(
    @Param('id', new IdPipe('Product')) id: number,
    @Body({ schema: productEditSchema }) edit: ProductEdit,
    @CurrentUser() seller: SessionUser,
  ) {
    return this.products.edit(id, edit, seller);
  }

  @SignedIn()
  @Get('producs/:id')
  detail(@Param('id', new IdPipe('Product')) id: number, @CurrentUser() viewer: SessionUser) {
    return this.products.detail(id, viewer);
  }

  /** Added: "Show phone number", rate-limited per account (see ProductsService.revealPhone). */
  @SignedIn()
  @Get('products/:id/phone')
  phone(@Param('id', new IdPipe('Product')) id: number, @CurrentUser() viewer: SessionUser) {
    return this.products.revealPhone(id, viewer);
  }

  @SignedIn()
  @Delete('delete/:id')
  delete(@Param('id', new IdPipe('Product')) id: number, @CurrentUser() viewer: SessionUser) {
    return this.products.delete(id, viewer);
  }
}
