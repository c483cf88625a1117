import { z } from 'zod';
import { idSchema, plainText } from './fields.js';
import { REPORT_DETAILS_MAX_LENGTH, SUSPENSION_REASON_MAX_LENGTH } from './limits.js';
import { REPORT_REASONS } from './vocabulary.js';

/** Open reports grouped by reason, the most frequent first. */
export const reportReasonCountsSchema = z.array(
  z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() }),
);

/** A reported listing, as the admin's Report Items page lists it. */
export const reportedProductSchema = z
  .object({
    _id: idSchema,
    productName: z.string(),
    productImage: z.string(),
    location: z.string(),
    resellPrice: z.number(),
    orginalPrice: z.number(),
    SallerName: z.string(),
    reportCount: z.number().int(),
    /** Added: the open reports grouped by reason, the most frequent first. */
    reasons: reportReasonCountsSchema,
    /** Added: the reporters' own words (`other`, or details given with a reason), newest first. */
    details: z.array(z.string()),
    /**
     * Added: who reported it and when, newest first (the five newest; `reportCount` counts all).
     * `name` is null for a visitor who was signed out, or an account deleted since.
     */
    reporters: z.array(z.object({ name: z.string().nullable(), reportedAt: z.iso.datetime() })),
  })
  .meta({ id: 'ReportedProduct' });
export type ReportedProduct = z.infer<typeof reportedProductSchema>;

/**
 * `PUT /reports/:productId`: SPEC.md's client sends no body, which means `other`. `other` sent
 * explicitly needs `details`, so a moderator always learns something.
 */
export const reportInputSchema = z
  .strictObject({
    reason: z.enum(REPORT_REASONS, {
      error: `reason must be one of ${REPORT_REASONS.join(', ')}`,
    }),
    details: plainText('details', REPORT_DETAILS_MAX_LENGTH, { multiline: true }).optional(),
  })
  .refine((input) => input.reason !== 'other' || Boolean(input.details), {
    path: ['details'],
    message: "details are required when the reason is 'other'",
  });
export type ReportInput = z.infer<typeof reportInputSchema>;

/**
 * An administrator's optional reason for the audit log: dismissing reports, verifying a seller,
 * deleting an account, lifting a suspension. SPEC.md's clients send no body, which is no reason.
 */
export const reasonInputSchema = z
  .strictObject({
    reason: plainText('reason', SUSPENSION_REASON_MAX_LENGTH, { multiline: true }).optional(),
  })
  .optional();
export type ReasonInput = z.infer<typeof reasonInputSchema>;
