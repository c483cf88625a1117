import {
  type DealParty,
  ACCEPTED_DEAL_STATUSES,
  moveLeaves,
  type Order,
  type OrderStatus,
  type ReceivedOrder,
} from '@marketplace/contracts';
import { localPhone } from '../common/market-phones.js';
import type { orders } from '../database/schema.js';

/** How an order row reads to its buyer (`Order`) and to its seller (`ReceivedOrder`). */

export type OrderRow = typeof orders.$inferSelect;

/** Contact details (phones, the buyer's email) are shared once the seller accepts, never before. */
const contactShared = (status: OrderStatus) => ACCEPTED_DEAL_STATUSES.includes(status);

const awaitingConfirmation = (row: OrderRow): DealParty[] => {
  if (!moveLeaves('confirm', row.status)) return [];
  const parties: DealParty[] = [];
  if (!row.buyerConfirmedAt) parties.push('buyer');
  if (!row.sellerConfirmedAt) parties.push('seller');
  return parties;
};

/**
 * An order row with what the list adds: when a no-show is due, whether the reader rated, and the
 * meeting place's name and admin areas (null without one, or once the gazetteer dropped it).
 */
type ListedOrderRow = OrderRow & {
  sellerEmail: string | null;
  noShowDueAt: Date | string | null;
  rated: boolean;
  meetingPlaceName: string | null;
  meetingPlaceArea: string | null;
};

/** The meeting's gazetteer place, at the point the order kept when it was placed. */
const meetingPlaceOf = (row: ListedOrderRow): Order['meetingPlace'] =>
  row.meetingPlaceId === null ||
  row.meetingPlaceName === null ||
  row.meetingPlaceArea === null ||
  row.meetingLat === null ||
  row.meetingLng === null
    ? null
    : {
        id: String(row.meetingPlaceId),
        name: row.meetingPlaceName,
        area: row.meetingPlaceArea,
        lat: row.meetingLat,
        lng: row.meetingLng,
      };

const commonFields = (row: ListedOrderRow) => ({
  _id: String(row.id),
  productId: row.productId === null ? null : String(row.productId),
  product: row.productName,
  image: row.image,
  location: row.location,
  price: row.price,
  meetingLocation: row.meetingLocation,
  meetingTime: row.meetingTime?.toISOString() ?? null,
  meetingSpotNote: row.meetingSpotNote,
  meetingPlace: meetingPlaceOf(row),
  status: row.status,
  reason: row.closeReason,
  createdAt: row.createdAt.toISOString(),
  awaitingConfirmation: awaitingConfirmation(row),
  noShow: row.noShowParty,
  noShowDueAt:
    moveLeaves('reportNoShow', row.status) && row.noShowDueAt
      ? new Date(row.noShowDueAt).toISOString()
      : null,
  rated: row.rated,
});

export const toOrder = (row: ListedOrderRow): Order => ({
  ...commonFields(row),
  sellerName: row.sellerName,
  sellerPhone: contactShared(row.status) ? localPhone(row.sellerPhone) : null,
  sellerEmail: contactShared(row.status) ? row.sellerEmail : null,
  sellerId: row.sellerId === null ? null : String(row.sellerId),
});

export const toReceivedOrder = (row: ListedOrderRow): ReceivedOrder => ({
  ...commonFields(row),
  buyerId: row.buyerId === null ? null : String(row.buyerId),
  userName: row.userName,
  email: contactShared(row.status) ? row.email : null,
  phone: contactShared(row.status) ? localPhone(row.phone) : null,
});
