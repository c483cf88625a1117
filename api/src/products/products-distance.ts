import type { Point } from '@marketplace/contracts';
import { type SQL, asc, sql } from 'drizzle-orm';
import { products } from '../database/schema.js';
import { EARTH_RADIUS_KM, haversineKm } from '../places/distance.js';

/** A distance search: listings within `radiusKm` of `point`. */
export interface DistanceFilter {
  point: Point;
  radiusKm: number;
}

const KM_PER_DEGREE = (EARTH_RADIUS_KM * Math.PI) / 180;
/** The grid of `products.geo_cell` (schema.ts `geoCell`): 0.1-degree cells, 3,600 to a row. */
const CELLS_PER_DEGREE = 10;
const CELLS_PER_ROW = 360 * CELLS_PER_DEGREE;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** How far a listing is from `point`, in km. */
export const distanceKmFrom = (point: Point): SQL<number> =>
  haversineKm(products.lat, products.lng, point);

/**
 * The grid cells that may hold a listing within the radius: the bounding box's rows of cells,
 * each a range of `geo_cell` (one B-tree range scan), or none when the box crosses a pole or the
 * antimeridian (then the exact distance alone decides).
 */
export function cellRanges({ point, radiusKm }: DistanceFilter): Array<[number, number]> | null {
  const latDelta = radiusKm / KM_PER_DEGREE;
  const south = point.lat - latDelta;
  const north = point.lat + latDelta;
  if (south < -90 || north > 90) return null;
  const widest = Math.cos(radians(Math.max(Math.abs(south), Math.abs(north))));
  const lngDelta = radiusKm / (KM_PER_DEGREE * widest);
  const west = point.lng - lngDelta;
  const east = point.lng + lngDelta;
  if (west < -180 || east >= 180) return null;
  const cell = (degrees: number, offset: number) =>
    Math.floor((degrees + offset) * CELLS_PER_DEGREE);
  const ranges: Array<[number, number]> = [];
  for (let row = cell(south, 90); row <= cell(north, 90); row += 1) {
    ranges.push([row * CELLS_PER_ROW + cell(west, 180), row * CELLS_PER_ROW + cell(east, 180)]);
  }
  return ranges;
}

/** Listings within the radius: the grid cells narrow them down, the exact distance decides. */
export function withinRadius(filter: DistanceFilter): SQL {
  const ranges = cellRanges(filter);
  const inCells = ranges
    ? sql`(${sql.join(
        ranges.map(([from, to]) => sql`${products.geoCell} between ${from} and ${to}`),
        sql` or `,
      )})`
    : sql`${products.lat} is not null`;
  return sql`(${inCells} and ${distanceKmFrom(filter.point)} <= ${filter.radiusKm})`;
}

/** `sort=distance`: nearest first, the id breaking ties; its keyset resumes after `after`. */
export function nearestFirst(
  filter: DistanceFilter,
  after: readonly [unknown, unknown] | undefined,
): [SQL<number>, SQL[], SQL | undefined] {
  const distance = distanceKmFrom(filter.point);
  return [
    distance,
    [asc(distance), asc(products.id)],
    after && sql`(${distance}, ${products.id}) > (${after[0]}::float8, ${after[1]})`,
  ];
}
