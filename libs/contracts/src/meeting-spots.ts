import { z } from 'zod';
import { idSchema, plainText } from './fields.js';

/** A public place an administrator recommends for meeting a stranger. */
export const meetingSpotSchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    area: z.string(),
    address: z.string(),
    note: z.string(),
  })
  .meta({ id: 'MeetingSpot' });
export type MeetingSpot = z.infer<typeof meetingSpotSchema>;

/** `POST` and `PUT /meeting-spots[/:id]`. */
export const meetingSpotInputSchema = z.strictObject({
  name: plainText('name', 80, { required: true }),
  area: plainText('area', 60, { required: true }),
  address: plainText('address', 200, { required: true }),
  note: plainText('note', 200, { required: true }),
});
export type MeetingSpotInput = z.infer<typeof meetingSpotInputSchema>;

/** `GET /meeting-spots?q=&near=`: `near` is the seller's listed location, whose area comes first. */
export const meetingSpotQuerySchema = z.object({
  q: plainText('q', 80).optional(),
  near: plainText('near', 120).optional(),
});
export type MeetingSpotQuery = z.infer<typeof meetingSpotQuerySchema>;
