import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import {
  API_ERROR_CODES,
  DEAL_MOVES,
  type DealMove,
  moveLeaves,
  refusedMove,
  UNVERIFIED_LIMITS,
  type DealParty,
  type Order,
  type OrderInput,
  type OrderStatus,
  type PageQuery,
  type ReceivedOrder,
} from '@marketplace/contracts';
import type { SessionUser } from '../access/session-user.js';
import { TooManyRequestsException, isUniqueViolation } from '../common/http-errors.js';
import { toMarketMobile } from '../common/market-phones.js';
import { parseId } from '../common/id.pipe.js';
import { assertOwner, assertOwnerOrAdmin } from '../access/ownership.js';
import { Page } from '../common/pagination.js';
import { deleted, inserted, updated } from '../common/write-results.js';
import { BlocksService } from '../blocks/blocks.service.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { Transaction } from '../database/database.js';
import { MeetingSpotsService } from '../meeting-spots/meeting-spots.service.js';
import { PlacesService } from '../places/places.service.js';
import { ProductsRepository } from '../products/products.repository.js';
import { UsersRepository } from '../users/users.repository.js';
import { OrdersRepository, type Placement } from './orders.repository.js';

const HOUR_MS = 60 * 60 * 1000;

const alreadyOrdered = () =>
  new ConflictException({
    message: 'This product has already been ordered',
    code: API_ERROR_CODES.productTaken,
  });

/** Which side of the deal `viewer` is, if either. */
const partyOf = (
  order: { buyerId: number | null; sellerId: number | null },
  viewer: SessionUser,
): DealParty | undefined =>
  viewer.id === order.buyerId ? 'buyer' : viewer.id === order.sellerId ? 'seller' : undefined;

/** The 409 of a move tried from a state it does not leave (DEAL_MOVES): it names the state. */
const wrongState = (status: OrderStatus | undefined, move: DealMove) =>
  status === undefined
    ? new NotFoundException('Order not found')
    : new ConflictException(refusedMove(move, status));

/**
 * The deal between a buyer and a seller, from request to handover, as DEAL_MOVES declares it. A
 * placement and each move is one statement, its own transaction; the database writes what follows
 * from it in that statement (the listing's status, reputation, the `order.changed` outbox row,
 * the announcement that the listing's pages are stale). Reads that explain a refusal (404, 403,
 * 409) run only after a statement matched nothing.
 */
@Injectable()
export class OrdersService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orders: OrdersRepository,
    private readonly products: ProductsRepository,
    private readonly users: UsersRepository,
    private readonly meetingSpots: MeetingSpotsService,
    private readonly places: PlacesService,
    private readonly blocks: BlocksService,
  ) {}

  /**
   * Requests a product for the signed-in buyer (SPEC.md's order). Who orders comes from the
   * session and what is ordered (name, price, picture, the seller) from the product; the body
   * says which product, the buyer's phone and where and when to meet.
   *
   * At most MAX_OPEN_ORDERS_PER_BUYER held at once (409) and ORDER_REQUESTS_PER_HOUR placed in any
   * hour (429, with when the next is allowed); an account whose email is not proven may hold
   * UNVERIFIED_LIMITS.openOrders (403, saying to verify): counted in the database under the buyer's lock, so
   * exact however many processes serve the buyer.
   */
  async place(input: OrderInput, buyer: SessionUser) {
    const productId = parseId(input.productId, 'Product');
    const meetingSpot = input.meetingSpotId
      ? await this.meetingSpots.find(Number(input.meetingSpotId))
      : undefined;
    if (input.meetingSpotId && !meetingSpot) {
      throw new BadRequestException(['meetingSpotId: there is no meeting spot with this id']);
    }
    const meetingPlace = input.meetingPlaceId
      ? await this.places.require(input.meetingPlaceId, 'meetingPlaceId')
      : undefined;
    await this.refuseBlocked(productId, buyer);
    const perHour = this.config.ORDER_REQUESTS_PER_HOUR;
    const maxOpen = buyer.emailVerified
      ? this.config.MAX_OPEN_ORDERS_PER_BUYER
      : UNVERIFIED_LIMITS.openOrders;
    let placement: Placement;
    try {
      placement = await this.orders.place(
        {
          productId,
          buyer,
          phone: toMarketMobile(input.phone, this.config.MARKET_COUNTRY, 'phone'),
          meetingLocation: input.meetingLocation,
          meetingTime: input.meetingTime ? new Date(input.meetingTime) : null,
          meetingSpot: meetingSpot && { id: Number(meetingSpot._id), note: meetingSpot.note },
          meetingPlace: meetingPlace && {
            id: Number(meetingPlace.id),
            lat: meetingPlace.lat,
            lng: meetingPlace.lng,
          },
        },
        { maxOpen, perHour },
      );
    } catch (error) {
      // The unique index on open and completed orders backs the product's status up.
      if (isUniqueViolation(error, 'orders_one_active_per_product_key')) throw alreadyOrdered();
      throw error;
    }
    switch (placement.outcome) {
      case 'placed':
        return inserted(placement.orderId);
      case 'hourly-limit': {
        const retryAt = placement.oldestInLastHour.getTime() + HOUR_MS;
        throw new TooManyRequestsException(
          Math.max(1, Math.ceil((retryAt - Date.now()) / 1000)),
          `You can request at most ${perHour} orders an hour; try again later`,
        );
      }
      case 'open-limit':
        if (!buyer.emailVerified) {
          throw new ForbiddenException({
            message: `Verify your email to hold more than ${maxOpen} open order: open the link we emailed you, or send it again from your dashboard`,
            code: API_ERROR_CODES.emailNotVerified,
          });
        }
        throw new ConflictException({
          message: `You already have ${maxOpen} open orders, the most one account may hold: withdraw one or complete a deal before ordering more`,
          code: API_ERROR_CODES.openOrderLimit,
        });
      case 'unavailable':
        throw await this.refusal(productId, buyer);
    }
  }

  async listForBuyer(email: string, page: PageQuery): Promise<Page<Order>> {
    const buyer = await this.users.findByEmail(email);
    if (!buyer) throw new NotFoundException('User not found');
    const { items, total } = await this.orders.listForBuyer(buyer.id, page);
    return new Page(items, total, page);
  }

  /** The orders on a seller's products; the buyer's phone once accepted. */
  async listReceived(
    email: string,
    status: OrderStatus | undefined,
    page: PageQuery,
  ): Promise<Page<ReceivedOrder>> {
    const seller = await this.users.findByEmail(email);
    if (!seller) throw new NotFoundException('User not found');
    const { items, total } = await this.orders.listForSeller(seller.id, status, page);
    return new Page(items, total, page);
  }

  /** The seller accepts a request, saying when they meet if they like: both now see each other's phone. */
  async accept(id: number, meetingTime: string | undefined, viewer: SessionUser) {
    if (await this.orders.accept(id, viewer.id, meetingTime ?? null)) return updated(1, 1);
    const order = await this.find(id);
    assertOwner(viewer, order.sellerId, 'Only the seller of this product may accept the order');
    throw wrongState(order.status, 'accept');
  }

  /** The seller declines a request, optionally saying why; the item is on sale again. */
  async decline(id: number, reason: string | undefined, viewer: SessionUser) {
    if (await this.orders.decline(id, viewer.id, reason || null)) return updated(1, 1);
    const order = await this.find(id);
    assertOwner(viewer, order.sellerId, 'Only the seller of this product may decline the order');
    throw wrongState(order.status, 'decline');
  }

  /**
   * The buyer ("I paid and got the item") or the seller ("I got the cash and handed it over")
   * confirms the handover; with both, the deal is completed and the item sold. Confirming twice
   * changes nothing.
   */
  async confirm(id: number, viewer: SessionUser) {
    if (await this.orders.confirm(id, viewer.id)) return updated(1, 1);
    const order = await this.find(id);
    const party = partyOf(order, viewer);
    if (!party)
      throw new ForbiddenException('Only the buyer or the seller may confirm the handover');
    const confirmedBefore =
      (moveLeaves('confirm', order.status) || order.status === DEAL_MOVES.confirm.to) &&
      (party === 'buyer' ? order.buyerConfirmedAt : order.sellerConfirmedAt) !== null;
    if (confirmedBefore) return updated(1, 0);
    throw wrongState(order.status, 'confirm');
  }

  /**
   * One side of an accepted deal reports that the other did not come, once the meeting is due (its
   * time, or a day after acceptance without one): the order expires with the no-show recorded
   * against the other side, and the item is for sale again.
   */
  async reportNoShow(id: number, viewer: SessionUser) {
    const order = await this.find(id);
    const party = partyOf(order, viewer);
    if (!party) throw new ForbiddenException('Only the buyer or the seller may report a no-show');
    if (await this.orders.reportNoShow(id, party === 'buyer' ? 'seller' : 'buyer')) {
      return updated(1, 1);
    }
    const state = await this.orders.noShowState(id);
    if (!state || !moveLeaves('reportNoShow', state.status))
      throw wrongState(state?.status, 'reportNoShow');
    if (state.confirmed) {
      throw new ConflictException(
        'The handover of this order was confirmed: it cannot be reported as a no-show',
      );
    }
    throw new ConflictException(
      `A no-show can be reported from ${state.dueAt?.toISOString() ?? 'the meeting time'}`,
    );
  }

  /** SPEC.md's Pay: the buyer's handover confirmation, kept at its own path. */
  async pay(id: number, viewer: SessionUser) {
    const order = await this.find(id);
    assertOwner(viewer, order.buyerId, 'Only the buyer may pay for an order');
    return this.confirm(id, viewer);
  }

  /**
   * `DELETE /buydelete/:id`: SPEC.md's "removes an order". An open order is withdrawn (cancelled,
   * the item back on sale) and leaves the buyer's list; the seller keeps the record. A completed
   * deal is history and stays. Doing it again changes nothing.
   */
  async withdraw(id: number, viewer: SessionUser) {
    if (await this.orders.withdraw(id, viewer)) return deleted(1);
    const order = await this.find(id);
    assertOwnerOrAdmin(viewer, order.buyerId, 'You may only delete your own orders');
    if (order.status === 'completed' && !order.withdrawnAt) {
      throw new ConflictException('This order is completed: a completed deal cannot be deleted');
    }
    return deleted(0);
  }

  /**
   * After a block: the requests still unanswered between the two end by the transitions either
   * side could take, declined when the seller blocked, withdrawn when the buyer did. An accepted
   * deal stays: both agreed to meet, and either may still withdraw or report a no-show.
   */
  async endRequestsOnBlock(blockerId: number, blockedId: number) {
    for (const order of await this.orders.requestedBetween(blockerId, blockedId)) {
      if (order.sellerId === blockerId) await this.orders.decline(order.id, blockerId, null);
      else await this.orders.withdraw(order.id, { id: blockerId, isAdmin: false });
    }
  }

  /** Cancels open orders of a removed account or listing (called from events, inside their transaction). */
  async cancelForDeletedBuyer(tx: Transaction, buyerId: number) {
    await this.orders.cancelOpenOfBuyer(tx, buyerId, "The buyer's account was removed");
  }

  async cancelForDeletedProducts(tx: Transaction, productIds: number[]) {
    await this.orders.cancelOpenOnProducts(tx, productIds, 'The listing was removed');
  }

  /** The scheduled sweep: expires what nobody answered, completes what one side confirmed long ago. */
  async sweep(tx: Transaction) {
    const timeouts = {
      requestTtlHours: this.config.ORDER_REQUEST_TTL_HOURS,
      meetingTtlDays: this.config.ORDER_MEETING_TTL_DAYS,
      confirmGraceHours: this.config.ORDER_CONFIRM_GRACE_HOURS,
    };
    await this.orders.completeConfirmedByOne(tx, timeouts);
    await this.orders.expireOverdue(tx, timeouts);
  }

  private async find(id: number) {
    const order = await this.orders.findById(id);
    if (!order) throw new NotFoundException('Order not found');
    return order;
  }

  /**
   * A buyer in a block with the seller finds the item taken, as anyone would, never the block.
   * One indexed read of the buyer's blocks before the placement's one statement; only a buyer
   * who has any reads the listing's seller too.
   */
  private async refuseBlocked(productId: number, buyer: SessionUser) {
    const related = await this.blocks.relatedTo(buyer.id);
    if (!related.length) return;
    const found = await this.products.findById(productId);
    if (found && related.includes(Number(found.product.sellerId))) throw alreadyOrdered();
  }

  /** Why a product could not be reserved: it does not exist, it is the buyer's own, or it is taken. */
  private async refusal(productId: number, buyer: SessionUser) {
    const found = await this.products.findById(productId);
    if (!found || found.sellerSuspended) return new NotFoundException('Product not found');
    if (found.product.sellerId === String(buyer.id))
      return new ForbiddenException('You cannot order your own product');
    return alreadyOrdered();
  }
}
