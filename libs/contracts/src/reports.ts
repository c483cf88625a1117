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

/** `POST /reports/:productId/dismiss`: an optional reason for the audit log. */
export const dismissInputSchema = z.strictObject({
  reason: plainText('reason', SUSPENSION_REASON_MAX_LENGTH, { multiline: true }).optional(),
});
export type DismissInput = z.infer<typeof dismissInputSchema>;
