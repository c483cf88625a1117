import { z } from 'zod';
import { idSchema, isoTimeSchema, plainText } from './fields.js';
import { REPORT_DETAILS_MAX_LENGTH, WARNING_MAX_LENGTH } from './limits.js';
import { PERSON_REPORT_REASONS } from './vocabulary.js';

/** Someone the reader blocked (`GET /blocks`), as Settings lists them. */
export const blockedPersonSchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    image: z.string().nullable(),
    blockedAt: isoTimeSchema,
  })
  .meta({ id: 'BlockedPerson' });
export type BlockedPerson = z.infer<typeof blockedPersonSchema>;

/**
 * `PUT /users/:id/report` and `PUT /messages/:id/report`: a reason, and words, required with
 * `other` so a moderator always learns something.
 */
export const personReportInputSchema = z
  .strictObject({
    reason: z.enum(PERSON_REPORT_REASONS, {
      error: `reason must be one of ${PERSON_REPORT_REASONS.join(', ')}`,
    }),
    details: plainText('details', REPORT_DETAILS_MAX_LENGTH, { multiline: true }).optional(),
  })
  .refine((input) => input.reason !== 'other' || Boolean(input.details), {
    path: ['details'],
    message: "details are required when the reason is 'other'",
  });
export type PersonReportInput = z.infer<typeof personReportInputSchema>;

const personReasonCountsSchema = z.array(
  z.object({ reason: z.enum(PERSON_REPORT_REASONS), count: z.number().int() }),
);

/** A reported person in the admin's queue ("People"). */
export const reportedPersonSchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    email: z.string(),
    image: z.string().nullable(),
    reportCount: z.number().int(),
    reasons: personReasonCountsSchema,
    /** The reporters' own words, newest first. */
    details: z.array(z.string()),
    lastReportedAt: isoTimeSchema,
  })
  .meta({ id: 'ReportedPerson' });
export type ReportedPerson = z.infer<typeof reportedPersonSchema>;

/** A message of a reported message's thread, as the moderator reads it. */
export const threadMessageSchema = z.object({
  _id: idSchema,
  senderName: z.string(),
  text: z.string(),
  createdAt: isoTimeSchema,
  /** The reported message itself. */
  reported: z.boolean(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

/** A reported message in the admin's queue ("Messages"), with a few messages around it. */
export const reportedMessageSchema = z
  .object({
    _id: idSchema,
    conversationId: idSchema,
    productName: z.string(),
    /** Who wrote it; `_id` null once their account is removed. */
    sender: z.object({ _id: idSchema.nullable(), name: z.string() }),
    reportCount: z.number().int(),
    reasons: personReasonCountsSchema,
    details: z.array(z.string()),
    lastReportedAt: isoTimeSchema,
    thread: z.array(threadMessageSchema),
  })
  .meta({ id: 'ReportedMessage' });
export type ReportedMessage = z.infer<typeof reportedMessageSchema>;

/** `POST /people/:id/warn`: what the person reads, on their dashboard and in the email. */
export const warnInputSchema = z.strictObject({
  text: plainText('text', WARNING_MAX_LENGTH, { required: true, multiline: true }),
});
export type WarnInput = z.infer<typeof warnInputSchema>;

/** A warning the reader has not acknowledged yet (`GET /warnings`). */
export const accountWarningSchema = z
  .object({ _id: idSchema, text: z.string(), createdAt: isoTimeSchema })
  .meta({ id: 'AccountWarning' });
export type AccountWarning = z.infer<typeof accountWarningSchema>;
