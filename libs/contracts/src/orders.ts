import { z } from 'zod';
import { emailSchema, idSchema, isoTimeSchema, phoneSchema, requiredText } from './fields.js';
import { DECLINE_REASON_MAX_LENGTH } from './limits.js';
import { placeIdSchema, placeSchema } from './places.js';
import { DEAL_PARTIES, ORDER_STATUSES } from './deal.js';

/** An order as its buyer reads it back (`GET /buyproduct?email=`). */
export const orderSchema = z
  .object({
    _id: idSchema,
    /** The listing, null once it was removed. */
    productId: idSchema.nullable(),
    product: z.string(),
    image: z.string(),
    location: z.string(),
    price: z.number(),
    meetingLocation: z.string(),
    /** ISO date-time the buyer proposed, or null. */
    meetingTime: isoTimeSchema.nullable(),
    /** Added: the note of the safe meeting spot the buyer picked ("police station lobby, CCTV"). */
    meetingSpotNote: z.string().nullable(),
    /**
     * Added: the gazetteer place the buyer picked as the meeting location, with its point as the
     * order kept it; null for free text or a safe spot.
     */
    meetingPlace: placeSchema.nullable(),
    status: z.enum(ORDER_STATUSES),
    /** Why it was declined, cancelled or expired, in words; null otherwise. */
    reason: z.string().nullable(),
    createdAt: isoTimeSchema,
    /** Whose handover confirmation the accepted deal still waits for (empty in any other state). */
    awaitingConfirmation: z.array(z.enum(DEAL_PARTIES)),
    sellerName: z.string(),
    /** The seller's phone once the order is accepted; null before, never shown earlier. */
    sellerPhone: z.string().nullable(),
    /** Added: the seller's email once the order is accepted, as the phone; null before. */
    sellerEmail: z.string().nullable(),
    /** Added: the seller's account, for their profile; null once it was deleted. */
    sellerId: idSchema.nullable(),
    /** Added: the side reported as not having come (the order is then expired), or null. */
    noShow: z.enum(DEAL_PARTIES).nullable(),
    /**
     * Added: on an accepted deal, when either side may report that the other did not come (the
     * meeting time, or a day after acceptance without one); null in any other state.
     */
    noShowDueAt: isoTimeSchema.nullable(),
    /** Added: whether the reader's side of this completed deal has rated the other side. */
    rated: z.boolean(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof orderSchema>;

/** An order as the seller of the product sees it, to meet the buyer. */
export const receivedOrderSchema = orderSchema
  .omit({ sellerName: true, sellerPhone: true, sellerEmail: true, sellerId: true })
  .extend({
    /** Added: the buyer's account, for the buyer's profile; null once it was deleted. */
    buyerId: idSchema.nullable(),
    userName: z.string(),
    /** The buyer's email once the seller accepted; null before, as the phone. */
    email: z.string().nullable(),
    /** The buyer's phone once the seller accepted; null before. */
    phone: z.string().nullable(),
  })
  .meta({ id: 'ReceivedOrder' });
export type ReceivedOrder = z.infer<typeof receivedOrderSchema>;

/** How far ahead a buyer may propose to meet. */
export const MEETING_TIME_MAX_DAYS_AHEAD = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** An ISO date-time with its offset, later than now and at most 30 days ahead. */
export const meetingTimeSchema = z.iso
  .datetime({ offset: true, error: 'meetingTime must be an ISO date-time' })
  .refine((value) => Date.parse(value) > Date.now(), 'meetingTime must be in the future')
  .refine(
    (value) => Date.parse(value) <= Date.now() + MEETING_TIME_MAX_DAYS_AHEAD * DAY_MS,
    `meetingTime must be within ${MEETING_TIME_MAX_DAYS_AHEAD} days`,
  );

/**
 * `POST /buyproduct`. The spec's client also sends userName, email, product, price and image;
 * the server takes those from the session and the product, never from the body.
 */
export const orderInputSchema = z.strictObject({
  productId: z.string({ error: 'productId is required' }).trim().min(1, 'productId is required'),
  phone: phoneSchema,
  meetingLocation: requiredText('meetingLocation', 200),
  meetingTime: meetingTimeSchema.optional(),
  /** Added: a safe meeting spot picked from the suggestions; its note travels with the order. */
  meetingSpotId: z
    .string({ error: 'meetingSpotId must be a string' })
    .regex(/^[1-9]\d{0,15}$/, 'meetingSpotId must be a meeting spot id')
    .optional(),
  /** Added: the gazetteer place the meeting location names, so the order keeps its coordinates. */
  meetingPlaceId: placeIdSchema('meetingPlaceId').optional(),
  userName: z.unknown().optional(),
  email: z.unknown().optional(),
  product: z.unknown().optional(),
  price: z.unknown().optional(),
  image: z.unknown().optional(),
});
export type OrderInput = z.infer<typeof orderInputSchema>;

/** `GET /orders/received?status=`: only the orders in one state. */
export const orderStatusQuerySchema = z
  .enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` })
  .optional();

/**
 * `POST /orders/:id/accept`: the seller may say when they meet ("When do you meet?"), which
 * replaces the time the buyer proposed; the body itself is optional (SPEC.md's flow sends none).
 */
export const acceptInputSchema = z
  .strictObject({ meetingTime: meetingTimeSchema.optional() })
  .optional();
export type AcceptInput = z.infer<typeof acceptInputSchema>;

/**
 * `POST /orders/:id/meeting-shares`: a trusted contact who is told where and when one side of an
 * accepted deal meets a stranger, and told again if the deal is not done two hours after.
 */
export const meetingShareInputSchema = z.strictObject({ email: emailSchema });
export type MeetingShareInput = z.infer<typeof meetingShareInputSchema>;

/** A contact the reader shared an accepted deal's meeting with (`GET /orders/:id/meeting-shares`). */
export const meetingShareSchema = z
  .object({
    _id: idSchema,
    email: z.string(),
    createdAt: isoTimeSchema,
    /** When they were told the deal was not done two hours after the meeting; null before. */
    followUpSentAt: isoTimeSchema.nullable(),
  })
  .meta({ id: 'MeetingShare' });
export type MeetingShare = z.infer<typeof meetingShareSchema>;

/** At most this many contacts per side of one deal. */
export const MEETING_SHARES_PER_DEAL = 3;

/** `POST /orders/:id/decline`: the seller may say why; the body itself is optional. */
export const declineInputSchema = z
  .strictObject({
    reason: z
      .string({ error: 'reason must be text' })
      .trim()
      .max(
        DECLINE_REASON_MAX_LENGTH,
        `reason must be at most ${DECLINE_REASON_MAX_LENGTH} characters`,
      )
      .optional(),
  })
  .optional();
export type DeclineInput = z.infer<typeof declineInputSchema>;
