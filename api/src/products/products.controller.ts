import { Answer, AnswerNotModified } from '../openapi/answers.js';
import { z } from 'zod';
import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
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
  adminProductSchema,
  deleteResultSchema,
  insertResultSchema,
  listingPhoneSchema,
  listingPreviewSchema,
  productDetailSchema,
  productSchema,
  updateResultSchema,
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
import { RequestOrigin } from '../common/public-origin.js';
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
  @ApiOperation({ summary: 'Advertised listings for sale' })
  @Answer(200, z.array(productSchema))
  @AnswerNotModified()
  @Get('advrtized')
  advertised(@PageParams() page: PageQuery, @CurrentUser() viewer: SessionUser | null) {
    return this.products.listAdvertised(page, viewer);
  }

  @Public()
  @ApiOperation({ summary: "A category's listings for sale" })
  @ApiQuery({ name: 'discount', required: false })
  @Answer(200, z.array(productSchema))
  @Answer(404, 'No such category')
  @AnswerNotModified()
  @Get('products')
  byCategory(
    @Query('category', { schema: categoryNameSchema }) category: string,
    @Query('discount', { schema: discountQuerySchema }) discount: number | undefined,
    @PageParams() page: PageQuery,
    @CurrentUser() viewer: SessionUser | null,
  ) {
    return this.products.listCategory(category, page, discount, viewer);
  }

  @Public()
  @ApiOperation({ summary: 'Search listings with filters and sort' })
  @Answer(200, z.array(productSchema))
  @Get('products/search')
  search(
    @Query({ schema: productSearchSchema }) query: ProductSearchQuery,
    @CurrentUser() viewer: SessionUser | null,
  ) {
    return this.products.search(query, viewer);
  }

  @Public()
  @ApiOperation({ summary: "A seller's listings for sale" })
  @Answer(200, z.array(productSchema))
  @Get('sellers/:id/products')
  sellerForSale(
    @Param('id', new IdPipe('Seller')) sellerId: number,
    @PageParams() page: PageQuery,
    @CurrentUser() viewer: SessionUser | null,
  ) {
    return this.products.listSellerForSale(sellerId, page, viewer);
  }

  @AdminsOnly()
  @ApiOperation({ summary: 'Every listing, for the admin table' })
  @Answer(200, z.array(adminProductSchema))
  @Get('products/all')
  all(
    @Query({ schema: productSearchQuerySchema }) query: { search?: string },
    @PageParams() page: PageQuery,
  ) {
    return this.products.listForAdmin(query.search, page);
  }

  @SellersOnly()
  @ApiOperation({ summary: 'List a product for sale' })
  @Answer(201, insertResultSchema)
  @Answer(404, 'No such category')
  @Answer(429)
  @Post('products')
  create(
    @Body({ schema: productInputSchema }) input: ProductInput,
    @CurrentUser() seller: SessionUser,
  ) {
    return this.products.create(input, seller);
  }

  @SelfOrAdmin('query')
  @ApiOperation({ summary: "A seller's own listings" })
  @Answer(200, z.array(productSchema))
  @Answer(404, 'No account has this email')
  @Get('myproducts')
  mine(@Query('email', { schema: emailSchema }) email: string, @PageParams() page: PageQuery) {
    return this.products.listSeller(email, page);
  }

  @SellersOnly()
  @ApiOperation({ summary: 'Advertise a listing' })
  @Answer(200, updateResultSchema)
  @Answer(409, 'The listing is not for sale')
  @Put('product/:id')
  advertise(@Param('id', new IdPipe('Product')) id: number, @CurrentUser() seller: SessionUser) {
    return this.products.advertise(id, seller);
  }

  @SellersOnly()
  @ApiOperation({ summary: 'Edit a listing' })
  @Answer(200, updateResultSchema)
  @Answer(409, 'The listing is not for sale')
  @Patch('product/:id')
  edit(
    @Param('id', new IdPipe('Product')) id: number,
    @Body({ schema: productEditSchema }) edit: ProductEdit,
    @CurrentUser() seller: SessionUser,
  ) {
    return this.products.edit(id, edit, seller);
  }

  @SignedIn()
  @ApiOperation({ summary: 'One listing in full' })
  @Answer(200, productDetailSchema)
  @Get('producs/:id')
  detail(@Param('id', new IdPipe('Product')) id: number, @CurrentUser() viewer: SessionUser) {
    return this.products.detail(id, viewer);
  }

  @Public()
  @ApiOperation({
    summary: "A listing's picture, name, price and state, for a shared link's login page",
  })
  @Answer(200, listingPreviewSchema)
  @Get('producs/:id/preview')
  preview(@Param('id', new IdPipe('Product')) id: number) {
    return this.products.preview(id);
  }

  /** Added: "Show phone number", rate-limited per account (see ProductsService.revealPhone). */
  @SignedIn()
  @ApiOperation({ summary: "A listing's phone, while its seller shows it" })
  @Answer(200, listingPhoneSchema)
  @Answer(403, 'The seller does not show the phone')
  @Answer(429)
  @Get('products/:id/phone')
  phone(@Param('id', new IdPipe('Product')) id: number, @CurrentUser() viewer: SessionUser) {
    return this.products.revealPhone(id, viewer);
  }

  @SignedIn()
  @ApiOperation({ summary: 'Delete a listing (its seller or an admin)' })
  @Answer(200, deleteResultSchema)
  @Answer(403, 'Not your listing')
  @Delete('delete/:id')
  delete(
    @Param('id', new IdPipe('Product')) id: number,
    @CurrentUser() viewer: SessionUser,
    @RequestOrigin() origin: string,
  ) {
    return this.products.delete(id, viewer, origin);
  }
}
