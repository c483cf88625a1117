/**
 * The named values the API and the front ends share: roles, states, reasons, kinds. Kept apart
 * from the zod schemas, as limits.ts is: a page that needs a label must not pull in zod as well.
 * Field names and spellings elsewhere are SPEC.md section 3's (`orginalPrice`, `SallerName`,
 * `advrtized`), because every client is written against them.
 */

import { PRODUCT_STATUSES } from './deal.js';

export const ACCOUNT_ROLES = ['user', 'seller'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** A favourite's listing as it is now, or `removed` once its seller or an admin deleted it. */
export const FAVOURITE_STATUSES = [...PRODUCT_STATUSES, 'removed'] as const;
export type FavouriteStatus = (typeof FAVOURITE_STATUSES)[number];

export const PRODUCT_CONDITIONS = ['new', 'like new', 'good', 'fair', 'for parts'] as const;
export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number];

/** `distance` needs a point (`near` or `place`): nearest first. */
export const PRODUCT_SORTS = [
  'relevance',
  'newest',
  'price_asc',
  'price_desc',
  'distance',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

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

/** Why a person or a message is reported (issue 46). */
export const PERSON_REPORT_REASONS = ['scam', 'harassment', 'fake-profile', 'other'] as const;
export type PersonReportReason = (typeof PERSON_REPORT_REASONS)[number];

export const PERSON_REPORT_REASON_LABELS: Record<PersonReportReason, string> = {
  scam: 'Scam',
  harassment: 'Harassment',
  'fake-profile': 'Fake profile',
  other: 'Other',
};

/** What each reason is called where people read it. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  'prohibited-item': 'Prohibited item',
  'scam-or-fraud': 'Scam or fraud',
  'wrong-category': 'Wrong category',
  offensive: 'Offensive',
  'already-sold': 'Already sold',
  other: 'Other',
};

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
  'user.start-selling',
  'user.google-claimed',
  'person-reports.dismiss',
  'message-reports.dismiss',
  'user.warn',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGET_TYPES = ['user', 'product', 'meeting-spot', 'review', 'message'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

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
  'reportOutcomes',
] as const;
export type EmailPreference = (typeof EMAIL_PREFERENCES)[number];

/** Each kind of email, true when the account gets it. */
export type EmailPreferences = Record<EmailPreference, boolean>;

/**
 * Machine-readable reasons, sent beside the status where a client must tell two errors of one
 * status apart; clients match on these, never on the message's words.
 */
export const API_ERROR_CODES = {
  /** 409 on placing an order: someone else ordered the product first. */
  productTaken: 'product-taken',
  /** 409 on placing an order: the buyer already holds the most open orders allowed. */
  openOrderLimit: 'open-order-limit',
  /**
   * 403 on placing an order or adding a listing: the account's email is not proven yet, and it
   * already holds what an unproven account may (UNVERIFIED_LIMITS).
   */
  emailNotVerified: 'email-not-verified',
  /** 400 on confirming an email: the link was used already, or is not one we sent. */
  verificationLinkUsed: 'verification-link-used',
  /** 400 on confirming an email: the link is past its 48 hours. */
  verificationLinkExpired: 'verification-link-expired',
} as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];
