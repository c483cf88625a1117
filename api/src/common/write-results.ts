import type { DeleteResult, InsertResult, UpdateResult } from '@marketplace/contracts';

/** MongoDB-shaped write acknowledgements, the shapes the spec's clients read. */
export const inserted = (id: number | string): InsertResult => ({
  acknowledged: true,
  insertedId: String(id),
});

export const updated = (matchedCount: number, modifiedCount: number): UpdateResult => ({
  acknowledged: true,
  matchedCount,
  modifiedCount,
});

export const deleted = (deletedCount: number): DeleteResult => ({
  acknowledged: true,
  deletedCount,
});
