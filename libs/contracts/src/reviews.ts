import { z } from 'zod';
import { beforeIdSchema, idSchema, isoTimeSchema, plainText } from './fields.js';
import { REVIEW_COMMENT_MAX_LENGTH } from './limits.js';
import { reportInputSchema, reportReasonCountsSchema } from './reports.js';
import { DEAL_PARTIES } from './deal.js';
import { ACCOUNT_ROLES } from './vocabulary.js';

/** One side's rating of the other after a completed deal, as profiles show it. */
export const reviewSchema = z
  .object({
    _id: idSchema,
    stars: z.number().int(),
    comment: z.string().nullable(),
    authorName: z.string(),
    /** Whether the author was the buyer or the seller of the deal. */
    authorParty: z.enum(DEAL_PARTIES),
    /** The deal's product name, as the order kept it. */
    product: z.string(),
    createdAt: isoTimeSchema,
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof reviewSchema>;

/** `GET /reviews/received`: a rating the signed-in account was given, with the deal it was for. */
export const receivedReviewSchema = reviewSchema
  .extend({ orderId: idSchema.nullable() })
  .meta({ id: 'ReceivedReview' });
export type ReceivedReview = z.infer<typeof receivedReviewSchema>;

/**
 * What anyone may read about a seller (`GET /sellers/:id`), and what the seller of an open order
 * may read about its buyer (`GET /buyers/:id`). Never the email or phone.
 */
export const profileSchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    image: z.string(),
    role: z.enum(ACCOUNT_ROLES),
    verify: z.boolean(),
    /** ISO time the account was made. */
    memberSince: isoTimeSchema,
    completedSales: z.number().int(),
    completedPurchases: z.number().int(),
    /** Average stars to one decimal over the visible reviews, null before the first. */
    rating: z.number().nullable(),
    ratingCount: z.number().int(),
    /** No-shows reported against the account in the last 90 days. */
    noShows: z.number().int(),
    /** The newest reviews; older ones through `GET /sellers/:id/reviews?before=`. */
    reviews: z.array(reviewSchema),
    /** The `before` of the next (older) page of reviews, or null when there is none. */
    nextReviewsBefore: idSchema.nullable(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

/** A reported review, as the admin's Report Items page lists it. */
export const reportedReviewSchema = z
  .object({
    _id: idSchema,
    stars: z.number().int(),
    comment: z.string().nullable(),
    authorName: z.string(),
    /** The account the review is about. */
    subjectId: idSchema,
    subjectName: z.string(),
    reportCount: z.number().int(),
    reasons: reportReasonCountsSchema,
    details: z.array(z.string()),
    createdAt: isoTimeSchema,
  })
  .meta({ id: 'ReportedReview' });
export type ReportedReview = z.infer<typeof reportedReviewSchema>;

/** `POST /orders/:id/rating`: 1 to 5 stars and an optional comment. */
export const ratingInputSchema = z.strictObject({
  stars: z
    .number({ error: 'stars must be a whole number from 1 to 5' })
    .int('stars must be a whole number from 1 to 5')
    .min(1, 'stars must be a whole number from 1 to 5')
    .max(5, 'stars must be a whole number from 1 to 5'),
  comment: plainText('comment', REVIEW_COMMENT_MAX_LENGTH, { multiline: true }).optional(),
});
export type RatingInput = z.infer<typeof ratingInputSchema>;

/** `PUT /reviews/:id/report`: a new call, so the reason is required; no body says it is missing. */
export const reviewReportInputSchema = z.preprocess((body) => body ?? {}, reportInputSchema);

/** `GET /sellers/:id/reviews?before=<id>&limit=`: keyset paging, newest first. */
export const reviewsQuerySchema = z.object({
  before: beforeIdSchema('a review'),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export type ReviewsQuery = z.infer<typeof reviewsQuerySchema>;
