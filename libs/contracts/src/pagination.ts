import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './limits.js';

export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** One page of a list and the size of the whole list, as a client reads a list's answer. */
export interface ListPage<T> {
  items: T[];
  total: number;
  /** The total is a lower bound: the API stopped counting there (`X-Total-Count-Capped`). */
  capped: boolean;
}
