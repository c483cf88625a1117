import { z } from 'zod';
import { idSchema, isoTimeSchema } from './fields.js';
import { FAVOURITE_STATUSES } from './vocabulary.js';

/** A buyer's kept listing (`GET /favourites`); name, picture and price are as last seen. */
export const favouriteSchema = z
  .object({
    _id: idSchema,
    productId: idSchema,
    productName: z.string(),
    productImage: z.string(),
    resellPrice: z.number(),
    status: z.enum(FAVOURITE_STATUSES),
    createdAt: isoTimeSchema,
  })
  .meta({ id: 'Favourite' });
export type Favourite = z.infer<typeof favouriteSchema>;
