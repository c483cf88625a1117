import { Answer } from '../openapi/answers.js';
import { z } from 'zod';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  type AcceptInput,
  acceptInputSchema,
  type DeclineInput,
  type OrderInput,
  type OrderStatus,
  type PageQuery,
  declineInputSchema,
  emailSchema,
  orderInputSchema,
  orderStatusQuerySchema,
  ORDER_STATUSES,
  deleteResultSchema,
  insertResultSchema,
  orderSchema,
  receivedOrderSchema,
  updateResultSchema,
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
  @ApiOperation({ summary: 'Order a product' })
  @Answer(201, insertResultSchema)
  @Answer(403, 'Your own product')
  @Answer(404, 'No such product or meeting spot')
  @Answer(409, 'The product is already ordered, or too many open orders')
  @Answer(429)
  @Post('buyproduct')
  place(@Body({ schema: orderInputSchema }) input: OrderInput, @CurrentUser() buyer: SessionUser) {
    return this.orders.place(input, buyer);
  }

  @SelfOrAdmin('query')
  @ApiOperation({ summary: "A buyer's orders" })
  @Answer(200, z.array(orderSchema))
  @Answer(404, 'No account has this email')
  @Get('buyproduct')
  mine(@Query('email', { schema: emailSchema }) email: string, @PageParams() page: PageQuery) {
    return this.orders.listForBuyer(email, page);
  }

  @SignedIn()
  @ApiOperation({ summary: "Pay: the buyer's handover confirmation" })
  @Answer(200, updateResultSchema)
  @Answer(409, 'The order is not accepted')
  @Post('buyproduct/:id/pay')
  @HttpCode(200)
  pay(@Param('id', new IdPipe('Order')) id: number, @CurrentUser() buyer: SessionUser) {
    return this.orders.pay(id, buyer);
  }

  @SignedIn()
  @ApiOperation({ summary: 'Accept a requested order' })
  @Answer(200, updateResultSchema)
  @Answer(409, 'The order is not requested')
  @Post('orders/:id/accept')
  @HttpCode(200)
  accept(
    @Param('id', new IdPipe('Order')) id: number,
    @Body({ schema: acceptInputSchema }) input: AcceptInput,
    @CurrentUser() seller: SessionUser,
  ) {
    return this.orders.accept(id, input?.meetingTime, seller);
  }

  @SignedIn()
  @ApiOperation({ summary: 'Decline a requested order' })
  @Answer(200, updateResultSchema)
  @Answer(409, 'The order is not requested')
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
  @ApiOperation({ summary: 'Confirm the handover of an accepted order' })
  @Answer(200, updateResultSchema)
  @Answer(409, 'The order is not accepted')
  @Post('orders/:id/confirm')
  @HttpCode(200)
  confirm(@Param('id', new IdPipe('Order')) id: number, @CurrentUser() party: SessionUser) {
    return this.orders.confirm(id, party);
  }

  @SignedIn()
  @ApiOperation({ summary: 'Report that the other side did not come' })
  @Answer(200, updateResultSchema)
  @Answer(409, 'The order is not accepted, or it is too early')
  @Post('orders/:id/no-show')
  @HttpCode(200)
  reportNoShow(@Param('id', new IdPipe('Order')) id: number, @CurrentUser() party: SessionUser) {
    return this.orders.reportNoShow(id, party);
  }

  @SignedIn()
  @ApiOperation({ summary: 'Withdraw or delete an order' })
  @Answer(200, deleteResultSchema)
  @Answer(409, 'A completed deal cannot be deleted')
  @Delete('buydelete/:id')
  withdraw(@Param('id', new IdPipe('Order')) id: number, @CurrentUser() viewer: SessionUser) {
    return this.orders.withdraw(id, viewer);
  }

  @SelfOrAdmin('query')
  @ApiOperation({ summary: "Orders on a seller's products" })
  @ApiQuery({ name: 'status', required: false, enum: ORDER_STATUSES })
  @Answer(200, z.array(receivedOrderSchema))
  @Answer(404, 'No account has this email')
  @Get('orders/received')
  received(
    @Query('email', { schema: emailSchema }) email: string,
    @Query('status', { schema: orderStatusQuerySchema }) status: OrderStatus | undefined,
    @PageParams() page: PageQuery,
  ) {
    return this.orders.listReceived(email, status, page);
  }
}
