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
