import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** The mean radius of the Earth (IUGG), which the haversine formula takes the Earth to be. */
export const EARTH_RADIUS_KM = 6371.0088;

/** A point as a query reads it: its numbers, or a prepared statement's placeholders for them. */
export interface PointInSql {
  lat: number | Placeholder;
  lng: number | Placeholder;
}

/**
 * Great-circle distance in km from `point` to the row's `lat`, `lng` (haversine): plain
 * arithmetic that PostgreSQL and PGlite share, with no extension.
 */
export const haversineKm = (lat: AnyPgColumn, lng: AnyPgColumn, point: PointInSql): SQL<number> =>
  sql<number>`(${sql.raw(String(2 * EARTH_RADIUS_KM))} * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${point.lat}::float8) / 2), 2)
    + cos(radians(${point.lat}::float8)) * cos(radians(${lat}))
    * power(sin(radians(${lng} - ${point.lng}::float8) / 2), 2)))))`;

/** A distance as answers carry it: km to one decimal. */
export const shownDistanceKm = (km: number) => Math.round(km * 10) / 10;
