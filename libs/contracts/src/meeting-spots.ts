import { z } from 'zod';
import { idSchema, plainText } from './fields.js';
import { placeIdSchema } from './places.js';

/** A public place an administrator recommends for meeting a stranger. */
export const meetingSpotSchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    area: z.string(),
    address: z.string(),
    note: z.string(),
    /** Added: the gazetteer place it is in, if an administrator picked one. */
    placeId: z.string().nullable().optional(),
    /** Added: with `?productId=` of a listing with a place, how far the spot is from it, in km. */
    distanceKm: z.number().optional(),
  })
  .meta({ id: 'MeetingSpot' });
export type MeetingSpot = z.infer<typeof meetingSpotSchema>;

/** `POST` and `PUT /meeting-spots[/:id]`. */
export const meetingSpotInputSchema = z.strictObject({
  name: plainText('name', 80, { required: true }),
  area: plainText('area', 60, { required: true }),
  address: plainText('address', 200, { required: true }),
  note: plainText('note', 200, { required: true }),
  /** Added: the gazetteer place it is in (`GET /places`), whose point orders spots by distance. */
  placeId: placeIdSchema('placeId').optional(),
});
export type MeetingSpotInput = z.infer<typeof meetingSpotInputSchema>;

/**
 * `GET /meeting-spots?q=&near=&productId=`: `near` is the seller's listed location, whose area
 * comes first; `productId` (added), a listing with a place: the spots nearest it come first.
 */
export const meetingSpotQuerySchema = z.object({
  q: plainText('q', 80).optional(),
  near: plainText('near', 120).optional(),
  productId: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, 'productId must be a product id')
    .optional(),
});
export type MeetingSpotQuery = z.infer<typeof meetingSpotQuerySchema>;
