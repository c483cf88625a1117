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

/** The body of every error response. */
export interface ApiError {
  statusCode: number;
  error: string;
  message: string | string[];
}
