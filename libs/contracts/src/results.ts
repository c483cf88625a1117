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
    /**
     * Only where a client must tell two errors of one status apart: one of API_ERROR_CODES, or
     * Fastify's own (`FST_…`) on a request refused before it reached the API.
     */
    code: z.string().optional(),
  })
  .meta({ id: 'ApiError' });
export type ApiError = z.infer<typeof apiErrorSchema>;
