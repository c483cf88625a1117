/**
 * The records the API answers with. Field names and spellings are SPEC.md section 3's
 * (`orginalPrice`, `SallerName`, `advrtized`), because every client is written against them.
 */
import type { SavedSearchMatch } from './saved-searches.js';

export const ACCOUNT_ROLES = ['user', 'seller'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/**
 * An order's lifecycle: `requested` (the item is reserved) → `accepted` or `declined`; an accepted
 * deal → `completed` at the handover; an open one (requested or accepted) can end `cancelled`
 * (withdrawn, or its account or listing removed) or `expired` (nobody answered in time).
 */
export const ORDER_STATUSES = [
  'requested',
  'accepted',
  'declined',
  'completed',
  'cancelled',
  'expired',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The states in which an order holds its item. */
export const OPEN_ORDER_STATUSES = ['requested', 'accepted'] as const satisfies OrderStatus[];

/** `reserved` while an order is open on it, `sold` for ever once one completes. */
export const PRODUCT_STATUSES = ['available', 'reserved', 'sold'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** The two sides of a deal, as `awaitingConfirmation` names them. */
export type DealParty = 'buyer' | 'seller';

/** Why someone reports a listing; `other` needs the reporter's own words. */
export const REPORT_REASONS = [
  'prohibited-item',
  'scam-or-fraud',
  'wrong-category',
  'offensive',
  'already-sold',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** What each reason is called where people read it. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  'prohibited-item': 'Prohibited item',
  'scam-or-fraud': 'Scam or fraud',
  'wrong-category': 'Wrong category',
  offensive: 'Offensive',
  'already-sold': 'Already sold',
  other: 'Other',
};

/** A user as admins list them (`GET /seller`, `GET /alluer`) and as the user reads their own record. */
export interface User {
  _id: string;
  name: string;
  email: string;
  image: string;
  role: AccountRole;
  verify: boolean;
  location: string | null;
  /** Added: when an administrator suspended the account (ISO time), or null. */
  suspendedAt: string | null;
  suspensionReason: string | null;
}

/** What a signed-in member may read about another account (`GET /user/:email`): SPEC.md's `verify`. */
export type PublicUser = Pick<User, 'verify'>;

export const PRODUCT_CONDITIONS = ['new', 'like new', 'good', 'fair', 'for parts'] as const;
export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number];

export interface Product {
  _id: string;
  /** Added: the seller's account id, for their profile and for telling one's own listings. */
  sellerId: string;
  productName: string;
  productImage: string;
  location: string;
  orginalPrice: number;
  resellPrice: number;
  yearsOfUsed: string;
  category: string;
  /** Local date of creation, YYYY-MM-DD. */
  date: string;
  /** Local time of creation, HH:MM. */
  time: string;
  /**
   * The listing's phone: only in the seller's own list, on their own listing's page and in the
   * admin's table. Everyone else asks `GET /products/:id/phone` (signed in, rate-limited), and
   * only while `showPhone` is on; anonymous answers never carry it, so scrapers cannot harvest it.
   */
  phone?: string;
  /**
   * Added: the seller's "Show my phone on this listing" (on unless they turned it off). In every
   * answer, so a card knows whether to offer "Show phone number"; when off, the phone reaches a
   * buyer only with their accepted order.
   */
  showPhone: boolean;
  SallerName: string;
  /**
   * The seller's email: in the seller's own list, the product page and the admin's table; left
   * out of the public catalogue lists, which anyone can read.
   */
  SallerEmail?: string;
  advrtized: boolean;
  /** The seller's verified flag, so a page of cards needs no request per card. */
  verify: boolean;
  /** Added: only `available` products can be ordered; the others say Reserved or Sold. */
  status: ProductStatus;
  /** Null on listings made before sellers were asked. */
  condition: ProductCondition | null;
  /** The price before the seller's last cut ("was …"); null unless the price went down. */
  previousPrice: number | null;
  /** Added: the seller's average rating to one decimal ("4.8 ★ (12)"), null before any rating. */
  sellerRating: number | null;
  sellerRatingCount: number;
  /** Added: the gazetteer place the seller picked (`GET /places`), null for free-text locations. */
  placeId?: string | null;
  /** Added: in a search with a point (`near` or `place`), how far the listing is, in km to 0.1. */
  distanceKm?: number;
}

/** One listing in full (`GET /producs/:id`): a card's fields plus the photos and description. */
export interface ProductDetail extends Product {
  /** Every photo in order; the first is the cover, `productImage`. */
  productImages: string[];
  description: string;
}

/** `distance` needs a point (`near` or `place`): nearest first. */
export const PRODUCT_SORTS = [
  'relevance',
  'newest',
  'price_asc',
  'price_desc',
  'distance',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** `GET /products/:id/phone`: the listing's phone, for a signed-in visitor who asked for it. */
export interface ListingPhone {
  phone: string;
}

/** What became of a kept listing: still for sale, ordered by someone, or removed by its seller. */
/** A favourite's listing as it is now, or `removed` once its seller or an admin deleted it. */
export type FavouriteStatus = ProductStatus | 'removed';

/** A buyer's kept listing (`GET /favourites`); name, picture and price are as last seen. */
export interface Favourite {
  _id: string;
  productId: string;
  productName: string;
  productImage: string;
  resellPrice: number;
  status: FavouriteStatus;
  createdAt: string;
}

export interface ReportedProduct {
  _id: string;
  productName: string;
  productImage: string;
  location: string;
  resellPrice: number;
  orginalPrice: number;
  SallerName: string;
  reportCount: number;
  /** Added: the open reports grouped by reason, the most frequent first. */
  reasons: Array<{ reason: ReportReason; count: number }>;
  /** Added: the reporters' own words (`other`, or details given with a reason), newest first. */
  details: string[];
}

export interface Category {
  _id: string;
  name: string;
  image: string;
}

export interface BlogPost {
  _id: string;
  title: string;
  description: string;
  image: string;
}

/** An order as its buyer reads it back (`GET /buyproduct?email=`). */
export interface Order {
  _id: string;
  /** The listing, null once it was removed. */
  productId: string | null;
  product: string;
  image: string;
  location: string;
  price: number;
  meetingLocation: string;
  /** ISO date-time the buyer proposed, or null. */
  meetingTime: string | null;
  /** Added: the note of the safe meeting spot the buyer picked ("police station lobby, CCTV"). */
  meetingSpotNote: string | null;
  status: OrderStatus;
  /** Why it was declined, cancelled or expired, in words; null otherwise. */
  reason: string | null;
  createdAt: string;
  /** Whose handover confirmation the accepted deal still waits for (empty in any other state). */
  awaitingConfirmation: DealParty[];
  sellerName: string;
  /** The seller's phone once the order is accepted; null before, never shown earlier. */
  sellerPhone: string | null;
  /** Added: the seller's account, for their profile; null once it was deleted. */
  sellerId: string | null;
  /** Added: the side reported as not having come (the order is then expired), or null. */
  noShow: DealParty | null;
  /**
   * Added: on an accepted deal, when either side may report that the other did not come (the
   * meeting time, or a day after acceptance without one); null in any other state.
   */
  noShowDueAt: string | null;
  /** Added: whether the reader's side of this completed deal has rated the other side. */
  rated: boolean;
}

/** An order as the seller of the product sees it, to meet the buyer. */
export interface ReceivedOrder extends Omit<Order, 'sellerName' | 'sellerPhone' | 'sellerId'> {
  /** Added: the buyer's account, for the buyer's profile; null once it was deleted. */
  buyerId: string | null;
  userName: string;
  /** The buyer's email once the seller accepted; null before, as the phone. */
  email: string | null;
  /** The buyer's phone once the seller accepted; null before. */
  phone: string | null;
}

export interface AuthUser {
  /** Added: the account's id, which products name as `sellerId`. */
  id: string;
  displayName: string;
  email: string;
  photoURL: string;
  isAdmin: boolean;
  isSeller: boolean;
  verify: boolean;
}

export interface AdminRole {
  isAdmin: boolean;
}

export interface SellerRole {
  isSeller: boolean;
}

export interface UploadedImage {
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
}

/** A product as the admin's All Products table shows it. */
export interface AdminProduct extends Product {
  /** Open reports on it. */
  reportCount: number;
  /** True while it is reserved or sold. */
  ordered: boolean;
}

/** A public place an administrator recommends for meeting a stranger. */
export interface MeetingSpot {
  _id: string;
  name: string;
  area: string;
  address: string;
  note: string;
  /** Added: the gazetteer place it is in, if an administrator picked one. */
  placeId?: string | null;
  /** Added: with `?productId=` of a listing with a place, how far the spot is from it, in km. */
  distanceKm?: number;
}

export const AUDIT_ACTIONS = [
  'seller.verify',
  'user.delete',
  'user.suspend',
  'user.unsuspend',
  'product.delete',
  'reports.dismiss',
  'meeting-spot.create',
  'meeting-spot.update',
  'meeting-spot.delete',
  'review.hide',
  'review-reports.dismiss',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = ['user', 'product', 'meeting-spot', 'review'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/** One line of the administrators' audit log: who did what, when, to what, and why. */
export interface AuditEntry {
  _id: string;
  /** ISO time. */
  at: string;
  actor: { _id: string | null; name: string; email: string };
  action: AuditAction;
  target: { type: AuditTargetType; _id: string; name: string };
  reason: string | null;
}

/**
 * The emails an account may choose not to get (Settings). Password reset is not among them: it
 * is sent only when asked for.
 */
export const EMAIL_PREFERENCES = [
  'orderRequested',
  'orderAccepted',
  'orderDeclined',
  'orderExpired',
  'newMessage',
  'sellerVerified',
  'savedSearchMatches',
] as const;
export type EmailPreference = (typeof EMAIL_PREFERENCES)[number];

/** Each kind of email, true when the account gets it. */
export type EmailPreferences = Record<EmailPreference, boolean>;

/** The signed-in account's own profile, as Settings edits it (`GET /account/profile`). */
export interface AccountProfile {
  name: string;
  email: string;
  image: string;
  location: string | null;
  /** False for an account that signs in only with Google: it has no password to change. */
  hasPassword: boolean;
}

/** One side's rating of the other after a completed deal, as profiles show it. */
export interface Review {
  _id: string;
  stars: number;
  comment: string | null;
  authorName: string;
  /** Whether the author was the buyer or the seller of the deal. */
  authorParty: DealParty;
  /** The deal's product name, as the order kept it. */
  product: string;
  createdAt: string;
}

/**
 * What anyone may read about a seller (`GET /sellers/:id`), and what the seller of an open order
 * may read about its buyer (`GET /buyers/:id`). Never the email or phone.
 */
export interface Profile {
  _id: string;
  name: string;
  image: string;
  role: AccountRole;
  verify: boolean;
  /** ISO time the account was made. */
  memberSince: string;
  completedSales: number;
  completedPurchases: number;
  /** Average stars to one decimal over the visible reviews, null before the first. */
  rating: number | null;
  ratingCount: number;
  /** No-shows reported against the account in the last 90 days. */
  noShows: number;
  /** The newest reviews; older ones through `GET /sellers/:id/reviews?before=`. */
  reviews: Review[];
  /** The `before` of the next (older) page of reviews, or null when there is none. */
  nextReviewsBefore: string | null;
}

/** A reported review, as the admin's Report Items page lists it. */
export interface ReportedReview {
  _id: string;
  stars: number;
  comment: string | null;
  authorName: string;
  /** The account the review is about. */
  subjectId: string;
  subjectName: string;
  reportCount: number;
  reasons: Array<{ reason: ReportReason; count: number }>;
  details: string[];
  createdAt: string;
}

/** Whether either side of an order may now report that the other did not come. */
export const isNoShowDue = (
  order: Pick<Order, 'status' | 'noShowDueAt' | 'awaitingConfirmation'>,
  now: number = Date.now(),
): boolean =>
  order.status === 'accepted' &&
  // A handover either side confirmed is not a no-show.
  order.awaitingConfirmation.length === 2 &&
  order.noShowDueAt !== null &&
  Date.parse(order.noShowDueAt) <= now;
/** A message of a conversation, as its reader sees it. */
export interface ChatMessage {
  _id: string;
  conversationId: string;
  /** Null once the sender's account is removed. */
  senderId: string | null;
  /** Sent by the reader. */
  mine: boolean;
  text: string;
  /** ISO time. */
  createdAt: string;
}

/** One of the reader's conversations (`GET /conversations`, `GET /conversations/:id`). */
export interface Conversation {
  _id: string;
  /** The reader's side of it. */
  role: 'buyer' | 'seller';
  /** The listing; `productId` is null once the listing is removed (its name and picture stay). */
  productId: string | null;
  productName: string;
  productImage: string;
  /** The other party; `_id` null once their account is removed. */
  otherParty: { _id: string | null; name: string; image: string | null };
  lastMessage: ChatMessage | null;
  /** Messages from the other party the reader has not read. */
  unread: number;
  /** ISO time of the last message, or of the conversation's start. */
  lastActivityAt: string;
  /** Why nobody can write here any more (an account removed or suspended), or null. */
  readOnlyReason: string | null;
}

/**
 * What `GET /events` (Server-Sent Events) tells the signed-in account. Each is sent as an event
 * of that name with the data as JSON. Events sent while a client was disconnected are not
 * replayed: on every (re)connection clients refetch what they show.
 */
export interface LiveEvents {
  message: { conversationId: string; message: ChatMessage };
  /** The reader's total unread messages, after a message arrived or a conversation was read. */
  unread: { count: number };
  /** One of the reader's orders (as buyer or as seller) changed state. */
  order: { orderId: string; status: OrderStatus };
  /** A new or edited listing matches one of the account's saved searches. */
  'saved-search': SavedSearchMatch;
}
export type LiveEventName = keyof LiveEvents;
