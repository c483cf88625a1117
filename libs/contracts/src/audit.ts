import { z } from 'zod';
import { beforeIdSchema, idSchema, isoTimeSchema } from './fields.js';
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES } from './vocabulary.js';

/** One line of the administrators' audit log: who did what, when, to what, and why. */
export const auditEntrySchema = z
  .object({
    _id: idSchema,
    at: isoTimeSchema,
    actor: z.object({ _id: idSchema.nullable(), name: z.string(), email: z.string() }),
    action: z.enum(AUDIT_ACTIONS),
    target: z.object({ type: z.enum(AUDIT_TARGET_TYPES), _id: idSchema, name: z.string() }),
    reason: z.string().nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** `GET /audit-log?before=<id>&limit=`: keyset paging, newest first. */
export const auditLogQuerySchema = z.object({
  before: beforeIdSchema('an audit entry'),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
