import { z } from 'zod';
import { idSchema } from './fields.js';

/** Writes answer in MongoDB's shapes, as the spec's clients read them. */
export const insertResultSchema = z
  .object({ acknowledged: z.literal(true), insertedId: idSchema })
  .meta({ id: 'InsertResult' });
export type InsertResult = z.infer<typeof insertResultSchema>;

export const updateResultSchema = z
  .object({
    acknowledged: z.literal(true),
    matchedCount: z.number().int(),
    modifiedCount: z.number().int(),
  })
  .meta({ id: 'UpdateResult' });
export type UpdateResult = z.infer<typeof updateResultSchema>;

export const deleteResultSchema = z
  .object({ acknowledged: z.literal(true), deletedCount: z.number().int() })
  .meta({ id: 'DeleteResult' });
export type DeleteResult = z.infer<typeof deleteResultSchema>;

/** The body of every error response. */
export const apiErrorSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.union([z.string(), z.array(z.string())]),
    /** A machine-readable reason, on the errors a client may act on. */
    code: z.string().optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;
