import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  type DeclineInput,
  type OrderInput,
  type OrderStatus,
  type PageQuery,
  declineInputSchema,
  emailSchema,
  orderInputSchema,
  orderStatusQuerySchema,
} from '@marketplace/contracts';
import { SelfOrAdmin, SignedIn } from '../access/access.decorator.js';
import { CurrentUser } from '../access/current-user.decorator.js';
import type { SessionUser } from '../access/session-user.js';
import { IdPipe } from '../common/id.pipe.js';
import { PageParams } from '../common/pagination.js';
import { OrdersService } from './orders.service.js';

/** Paths are SPEC.md section 7's (`/buyproduct`, `/buydelete/:id`) plus those marked added in contracts. */
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
    return this.orders.pay(id, buyer);
  }

  @SignedIn()
  @Post('orders/:id/accept')
  @HttpCode(200)
  accept(@Param('id', new IdPipe('Order')) id: number, @CurrentUser() seller: SessionUser) {
    return this.orders.accept(id, seller);
  }

  @SignedIn()
  @Post('orders/:id/decline')
  @HttpCode(200)
  decline(
    @Param('id', new IdPipe('Order')) id: number,
    @Body({ schema: declineInputSchema }) input: DeclineInput,
    @CurrentUser() seller: SessionUser,
  ) {
    return this.orders.decline(id, input?.reason, seller);
  }

  @SignedIn()
  @Post('orders/:id/confirm')
  @HttpCode(200)
  confirm(@Param('id', new IdPipe('Order')) id: number, @CurrentUser() party: SessionUser) {
    return this.orders.confirm(id, party);
  }

  @SignedIn()
  @Post('orders/:id/no-show')
  @HttpCode(200)
  reportNoShow(@Param('id', new IdPipe('Order')) id: number, @CurrentUser() party: SessionUser) {
    return this.orders.reportNoShow(id, party);
  }

  @SignedIn()
  @Delete('buydelete/:id')
  withdraw(@Param('id', new IdPipe('Order')) id: number, @CurrentUser() viewer: SessionUser) {
    return this.orders.withdraw(id, viewer);
  }

  @SelfOrAdmin('query')
  @Get('orders/received')
  received(
    @Query('email', { schema: emailSchema }) email: string,
    @Query('status', { schema: orderStatusQuerySchema }) status: OrderStatus | undefined,
    @PageParams() page: PageQuery,
  ) {
    return this.orders.listReceived(email, status, page);
  }
}
