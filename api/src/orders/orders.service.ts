import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import type { Order, OrderInput, PageQuery, ReceivedOrder } from '@marketplace/contracts';
import type { SessionUser } from '../auth/session-user.js';
import { isUniqueViolation } from '../common/http-errors.js';
import { parseId } from '../common/id.pipe.js';
import { assertOwner, assertOwnerOrAdmin } from '../common/ownership.js';
import { Page } from '../common/pagination.js';
import { deleted, inserted, updated } from '../common/write-results.js';
import { MeetingSpotsService } from '../meeting-spots/meeting-spots.service.js';
import { ProductsRepository } from '../products/products.repository.js';
import { UsersRepository } from '../users/users.repository.js';
import { OrdersRepository } from './orders.repository.js';

const alreadyOrdered = () => new ConflictException('This product has already been ordered');

@Injectable()
export class OrdersService {
  constructor(
    private readonly orders: OrdersRepository,
    private readonly products: ProductsRepository,
    private readonly users: UsersRepository,
    private readonly meetingSpots: MeetingSpotsService,
  ) {}

  /**
   * Orders a product for the signed-in buyer. Who orders comes from the session and what is
   * ordered (name, price, picture) from the product; the body only says which product, the phone
   * and the meeting place.
   */
  async place(input: OrderInput, buyer: SessionUser) {
    const productId = parseId(input.productId, 'Product');
    const meetingSpot = input.meetingSpotId
      ? await this.meetingSpots.find(Number(input.meetingSpotId))
      : undefined;
    if (input.meetingSpotId && !meetingSpot) {
      throw new BadRequestException(['meetingSpotId: there is no meeting spot with this id']);
    }
    let orderId: number | undefined;
    try {
      orderId = await this.orders.place({
        productId,
        buyer,
        phone: input.phone,
        meetingLocation: input.meetingLocation,
        meetingSpot: meetingSpot && { id: Number(meetingSpot._id), note: meetingSpot.note },
      });
    } catch (error) {
      // The unique index on active orders backs the availability flag up; either way it is a 409.
      if (isUniqueViolation(error, 'orders_one_active_per_product_key')) throw alreadyOrdered();
      throw error;
    }
    if (orderId === undefined) throw await this.refusal(productId, buyer);
    return inserted(orderId);
  }

  async listForBuyer(email: string, page: PageQuery): Promise<Page<Order>> {
    const buyer = await this.users.findByEmail(email);
    if (!buyer) throw new NotFoundException('User not found');
    const { items, total } = await this.orders.listForBuyer(buyer.id, page);
    return new Page(items, total, page);
  }

  /** The orders on a seller's products, with the buyer's name, email and phone to meet them. */
  async listReceived(email: string, page: PageQuery): Promise<Page<ReceivedOrder>> {
    const seller = await this.users.findByEmail(email);
    if (!seller) throw new NotFoundException('User not found');
    const { items, total } = await this.orders.listForSeller(seller.id, page);
    return new Page(items, total, page);
  }

  /**
   * `DELETE /buydelete/:id`: SPEC.md's "removes an order". The order is cancelled, if it was
   * pending, and leaves the buyer's list; the seller keeps the record in Orders received. Doing it
   * again changes nothing. A paid order is a completed sale and stays.
   */
  async withdraw(id: number, viewer: SessionUser) {
    const order = await this.orders.findById(id);
    if (!order) throw new NotFoundException('Order not found');
    assertOwnerOrAdmin(viewer, order.buyerId, 'You may only delete your own orders');
    const outcome = await this.orders.withdraw(id);
    if (outcome === 'paid') throw new ConflictException('A paid order cannot be deleted');
    return deleted(outcome === 'withdrawn' ? 1 : 0);
  }

  /** The buyer marks an order paid after the meeting (the spec's Pay button). */
  async markPaid(id: number, viewer: SessionUser) {
    const order = await this.orders.findById(id);
    if (!order) throw new NotFoundException('Order not found');
    assertOwner(viewer, order.buyerId, 'Only the buyer may mark an order paid');
    if (order.status === 'cancelled')
      throw new ConflictException('A cancelled order cannot be paid');
    const paid = await this.orders.markPaid(id);
    return updated(1, paid ? 1 : 0);
  }

  /** Why a product could not be ordered: it does not exist, it is the buyer's own, or it is taken. */
  private async refusal(productId: number, buyer: SessionUser) {
    const found = await this.products.findById(productId);
    if (!found || found.sellerSuspended) return new NotFoundException('Product not found');
    if (found.product.SallerEmail.toLowerCase() === buyer.email.toLowerCase())
      return new ForbiddenException('You cannot order your own product');
    return alreadyOrdered();
  }
}
