import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type OrderInput,
  type PageQuery,
  emailSchema,
  orderInputSchema,
} from '@marketplace/contracts';
import { SelfOrAdmin, SignedIn } from '../auth/access.decorator.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import type { SessionUser } from '../auth/session-user.js';
import { IdPipe } from '../common/id.pipe.js';
import { PageParams } from '../common/pagination.js';
import { OrdersService } from './orders.service.js';

/** Paths are SPEC.md section 7's (`/buyproduct`, `/buydelete/:id`) plus the two marked added in contracts. */
@ApiTags('orders')
@Controller()
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @SignedIn()
  @Post('buyproduct')
  place(@Body({ schema: orderInputSchema }) input: OrderInput, @CurrentUser() buyer: SessionUser) {
    return this.orders.place(input, buyer);
  }

  @SelfOrAdmin('query')
  @Get('buyproduct')
  mine(@Query('email', { schema: emailSchema }) email: string, @PageParams() page: PageQuery) {
    return this.orders.listForBuyer(email, page);
  }

  @SignedIn()
  @Post('buyproduct/:id/pay')
  @HttpCode(200)
  pay(@Param('id', new IdPipe('Order')) id: number, @CurrentUser() buyer: SessionUser) {
    return this.orders.markPaid(id, buyer);
  }

  @SignedIn()
  @Delete('buydelete/:id')
  withdraw(@Param('id', new IdPipe('Order')) id: number, @CurrentUser() viewer: SessionUser) {
    return this.orders.withdraw(id, viewer);
  }

  @SelfOrAdmin('query')
  @Get('orders/received')
  received(@Query('email', { schema: emailSchema }) email: string, @PageParams() page: PageQuery) {
    return this.orders.listReceived(email, page);
  }
}
