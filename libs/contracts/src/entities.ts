/**
 * The records the API answers with. Field names and spellings are SPEC.md section 3's
 * (`orginalPrice`, `SallerName`, `advrtized`), because every client is written against them.
 */

export const ACCOUNT_ROLES = ['user', 'seller'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const ORDER_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** A user as admins list them (`GET /seller`, `GET /alluer`) and as the user reads their own record. */
export interface User {
  _id: string;
  name: string;
  email: string;
  image: string;
  role: AccountRole;
  verify: boolean;
  location: string | null;
}

/** What anyone may read about another account (`GET /user/:email`). */
export type PublicUser = Pick<User, 'name' | 'image' | 'role' | 'verify'>;

export const PRODUCT_CONDITIONS = ['new', 'like new', 'good', 'fair', 'for parts'] as const;
export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number];

export interface Product {
  _id: string;
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
  phone: string;
  SallerName: string;
  SallerEmail: string;
  advrtized: boolean;
  /** The seller's verified flag, so a page of cards needs no request per card. */
  verify: boolean;
  /** Null on listings made before sellers were asked. */
  condition: ProductCondition | null;
  /** The price before the seller's last cut ("was …"); null unless the price went down. */
  previousPrice: number | null;
}

/** One listing in full (`GET /producs/:id`): a card's fields plus the photos and description. */
export interface ProductDetail extends Product {
  /** Every photo in order; the first is the cover, `productImage`. */
  productImages: string[];
  description: string;
}

export const PRODUCT_SORTS = ['relevance', 'newest', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** What became of a kept listing: still for sale, ordered by someone, or removed by its seller. */
export type FavouriteStatus = 'available' | 'ordered' | 'removed';

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
  productId: string | null;
  product: string;
  image: string;
  location: string;
  price: number;
  meetingLocation: string;
  status: OrderStatus;
  createdAt: string;
}

/** An order as the seller of the product sees it, to meet the buyer. */
export interface ReceivedOrder extends Order {
  userName: string;
  email: string;
  phone: string;
}

export interface AuthUser {
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
  /** True while an order on it is pending or paid. */
  ordered: boolean;
}
