import { z } from 'zod';

/** Type-ahead answers: at most this many places, PLACES_DEFAULT_LIMIT unless asked. */
export const PLACES_MAX_LIMIT = 20;
export const PLACES_DEFAULT_LIMIT = 8;
/** A type-ahead prefix: one to this many characters. */
export const PLACE_QUERY_MAX_LENGTH = 60;
/** `radiusKm` of a distance search: whole kilometres in this range, DEFAULT_RADIUS_KM unless given. */
export const RADIUS_KM_MIN = 1;
export const RADIUS_KM_MAX = 500;
export const DEFAULT_RADIUS_KM = 50;
/** The radii the storefront offers. */
export const RADIUS_KM_CHOICES = [5, 10, 25, 50, 100, 500] as const;

/**
 * A name as the type-ahead compares it: lower case, accents and other combining marks removed,
 * runs of anything but letters and digits made one space ("Mirzāpur" and "MIRZAPUR" alike).
 */
export const foldPlaceName = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const placeIdPattern = /^[1-9]\d{0,15}$/;

/** A place's id, as every id travels in this API: decimal text. */
export const placeIdSchema = (label: string) =>
  z
    .string({ error: `${label} must be a place id` })
    .regex(placeIdPattern, `${label} must be a place id`);

/** One gazetteer place: `area` is the path of the admin areas above it ("Dhaka District, Dhaka Division"). */
export const placeSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    area: z.string(),
    lat: z.number(),
    lng: z.number(),
  })
  .meta({ id: 'Place' });
export type Place = z.infer<typeof placeSchema>;

/** `GET /places`'s answer: best matches first. */
export const placesAnswerSchema = z.array(placeSchema);

/** `GET /places?q=<prefix>&limit=`. */
export const placesQuerySchema = z.strictObject({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .max(PLACE_QUERY_MAX_LENGTH, `q must be at most ${PLACE_QUERY_MAX_LENGTH} characters`)
    .refine((q) => foldPlaceName(q).length > 0, 'q must have a letter or digit'),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(PLACES_MAX_LIMIT, `limit must be at most ${PLACES_MAX_LIMIT}`)
    .default(PLACES_DEFAULT_LIMIT),
});
export type PlacesQuery = z.infer<typeof placesQuerySchema>;

/** A point on the map, in degrees. */
export const pointSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type Point = z.infer<typeof pointSchema>;

const NEAR_MESSAGE = 'near must be <lat>,<lng> in degrees, such as 23.81,90.41';

/** `near=<lat>,<lng>`: decimal degrees, latitude -90 to 90, longitude -180 to 180. */
export const nearSchema = z
  .string({ error: NEAR_MESSAGE })
  .trim()
  .regex(/^-?\d{1,3}(\.\d{1,10})?,\s*-?\d{1,3}(\.\d{1,10})?$/, NEAR_MESSAGE)
  .transform((text) => {
    const [lat, lng] = text.split(',').map(Number) as [number, number];
    return { lat, lng };
  })
  .refine((point) => pointSchema.safeParse(point).success, NEAR_MESSAGE);

/** Text as a query string sends it: an empty parameter is the same as none. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/**
 * The distance filters of `GET /products/search`: a point (`near`, or a gazetteer `place`), a
 * radius around it and `sort=distance`. Merged into the search's own schema, whose refinements
 * (`distanceSearchRules`) say which go together.
 */
export const distanceSearchFields = {
  near: optional(nearSchema),
  place: optional(placeIdSchema('place')),
  radiusKm: optional(
    z.coerce
      .number({ error: 'radiusKm must be a number' })
      .int('radiusKm must be a whole number of kilometres')
      .min(RADIUS_KM_MIN, `radiusKm must be at least ${RADIUS_KM_MIN}`)
      .max(RADIUS_KM_MAX, `radiusKm must be at most ${RADIUS_KM_MAX}`),
  ),
};

type DistanceSearch = {
  near?: Point | undefined;
  place?: string | undefined;
  radiusKm?: number | undefined;
  sort?: string | undefined;
};

/** Which distance parameters go together, as zod refinements of the search's schema. */
export const distanceSearchRules: Array<{
  check: (query: DistanceSearch) => boolean;
  path: string;
  message: string;
}> = [
  {
    check: (query) => !(query.near && query.place),
    path: 'place',
    message: 'send near or place, not both',
  },
  {
    check: (query) => query.radiusKm === undefined || Boolean(query.near || query.place),
    path: 'radiusKm',
    message: 'radiusKm needs near or place, the point to measure from',
  },
  {
    check: (query) => query.sort !== 'distance' || Boolean(query.near || query.place),
    path: 'sort',
    message: 'sort distance needs near or place, the point to measure from',
  },
];

/** What a listing in a search answer adds when the search had a point: its distance, in km to 0.1. */
export const productDistanceSchema = z.object({
  distanceKm: z.number().nonnegative().optional(),
  placeId: z.string().nullable(),
});
