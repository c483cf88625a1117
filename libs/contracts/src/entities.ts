/**
 * The records the API answers with. Field names and spellings are SPEC.md section 3's
 * (`orginalPrice`, `SallerName`, `advrtized`), because every client is written against them.
 */

export const ACCOUNT_ROLES = ['user', 'seller'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const ORDER_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

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
  productId: string | null;
  product: string;
  image: string;
  location: string;
  price: number;
  meetingLocation: string;
  /** Added: the note of the safe meeting spot the buyer picked ("police station lobby, CCTV"). */
  meetingSpotNote: string | null;
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

/** A public place an administrator recommends for meeting a stranger. */
export interface MeetingSpot {
  _id: string;
  name: string;
  area: string;
  address: string;
  note: string;
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
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = ['user', 'product', 'meeting-spot'] as const;
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
