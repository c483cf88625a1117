import type { Point } from '@marketplace/contracts';
import { type SQL, asc, sql } from 'drizzle-orm';
import { products } from '../database/schema.js';
import { EARTH_RADIUS_KM, haversineKm } from '../places/distance.js';
import { isListed } from './products.repository.js';

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

/** A bounding box in degrees. */
interface Box {
  south: number;
  north: number;
  west: number;
  east: number;
}

/**
 * The bounding box of the radius, or none when it crosses a pole or the antimeridian. Its
 * longitudes reach as far as the radius does at the box's latitude farthest from the equator,
 * where a degree of longitude is shortest.
 */
function boundingBox({ point, radiusKm }: DistanceFilter): Box | null {
  const latDelta = radiusKm / KM_PER_DEGREE;
  const south = point.lat - latDelta;
  const north = point.lat + latDelta;
  if (south < -90 || north > 90) return null;
  const widest = Math.cos(radians(Math.max(Math.abs(south), Math.abs(north))));
  const lngDelta = radiusKm / (KM_PER_DEGREE * widest);
  const west = point.lng - lngDelta;
  const east = point.lng + lngDelta;
  if (west < -180 || east >= 180) return null;
  return { south, north, west, east };
}

/**
 * The grid cells that may hold a listing within the radius: the bounding box's rows of cells,
 * each a range of `geo_cell` (one B-tree range scan), or none when the box crosses a pole or the
 * antimeridian (then the exact distance alone decides).
 */
export function cellRanges(filter: DistanceFilter): Array<[number, number]> | null {
  const box = boundingBox(filter);
  if (!box) return null;
  const cell = (degrees: number, offset: number) =>
    Math.floor((degrees + offset) * CELLS_PER_DEGREE);
  const ranges: Array<[number, number]> = [];
  for (let row = cell(box.south, 90); row <= cell(box.north, 90); row += 1) {
    ranges.push([
      row * CELLS_PER_ROW + cell(box.west, 180),
      row * CELLS_PER_ROW + cell(box.east, 180),
    ]);
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

/** The listing's point as `products_listed_point_idx` (migration 0021) holds it: x is longitude. */
const listingPoint = sql`point(${products.lng}, ${products.lat})`;

/**
 * The ids of a page of nearest-first listings matching `matching` (every filter of the search
 * but the radius, and the page's keyset), exact by great-circle distance, reading about `limit`
 * rows rather than every match in the circle; undefined when the radius's box crosses a pole or
 * the antimeridian (then `withinRadius` and `nearestFirst` rank every match).
 *
 * `products_listed_point_idx` walks listings in order of `<->`, which is distance in degrees, not
 * on the Earth, so one statement does it in two steps:
 * 1. The bound: the first `limit` listings in that order that match, or that lie beyond the
 *    radius's box (farther in degrees than its corners). `limit` listings lie within the farthest
 *    of them by great-circle distance, so the page's last one is no farther; nor is it beyond the
 *    radius. If one of them lies beyond the box, every match in the circle came before it and is
 *    among them, and the bound is the radius. The farthest is taken over all of them: leaving
 *    those beyond the radius out could give too short a bound.
 * 2. The page: the matches within that bound, through the index by the bound's box, ranked
 *    exactly.
 * Listings beyond the box end the walk of step 1 where the box ends. A condition on the box
 * itself would too, but PostgreSQL estimates any box to hold a thousandth of the table (`contsel`),
 * so a page after the first, or one more filter, made it expect fewer matches than a page and
 * sort every listing in the box instead of walking the index (1 s at 1M listings).
 */
export function nearestPageIds(
  filter: DistanceFilter,
  matching: SQL,
  limit: number,
): SQL | undefined {
  const box = boundingBox(filter);
  if (!box) return undefined;
  const { point, radiusKm } = filter;
  const distance = distanceKmFrom(point);
  const pageSize = sql.raw(String(limit));
  const degree = sql.raw(String(KM_PER_DEGREE));
  const lat = sql`${point.lat}::float8`;
  const lng = sql`${point.lng}::float8`;
  const boxCorner = Math.hypot((box.north - box.south) / 2, (box.east - box.west) / 2);
  // The bound's box: as boundingBox's, in SQL since the bound is known only there.
  const latDelta = sql`(bound.km / ${degree})`;
  const lngDelta = sql`(bound.km / (${degree} * cos(radians(${Math.abs(point.lat)}::float8 + ${latDelta}))))`;
  const boundBox = sql`box(point(${lng} - ${lngDelta}, ${lat} - ${latDelta}), point(${lng} + ${lngDelta}, ${lat} + ${latDelta}))`;
  const listed = sql`${isListed} and ${products.lat} is not null`;
  return sql`with bound as (
      select least(max(nearest.km), ${radiusKm}::float8) as km from (
        select ${distance} as km from ${products}
        where ${listed} and (${matching} or ${listingPoint} <-> point(${lng}, ${lat}) > ${boxCorner}::float8)
        order by ${listingPoint} <-> point(${lng}, ${lat}) limit ${pageSize}
      ) nearest
    )
    select ${products.id} from ${products}, bound
    where ${listed} and ${matching} and ${listingPoint} <@ ${boundBox} and ${distance} <= bound.km
    order by ${distance}, ${products.id} limit ${pageSize}`;
}
