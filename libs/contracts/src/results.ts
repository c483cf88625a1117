/** Writes answer in MongoDB's shapes, as the spec's clients read them. */
export interface InsertResult {
  acknowledged: true;
  insertedId: string;
}

export interface UpdateResult {
  acknowledged: true;
  matchedCount: number;
  modifiedCount: number;
}

export interface DeleteResult {
  acknowledged: true;
  deletedCount: number;
}

/**
 * Machine-readable reasons, sent beside the status where a client must tell two errors of one
 * status apart; clients match on these, never on the message's words.
 */
export const API_ERROR_CODES = {
  /** 409 on placing an order: someone else ordered the product first. */
  productTaken: 'product-taken',
  /** 409 on placing an order: the buyer already holds the most open orders allowed. */
  openOrderLimit: 'open-order-limit',
} as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

/** The body of every error response. */
export interface ApiError {
  statusCode: number;
  error: string;
  message: string | string[];
  /** Only where a client must tell two errors of one status apart (see API_ERROR_CODES). */
  code?: ApiErrorCode;
}
