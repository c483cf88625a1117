import type { Point } from '@marketplace/contracts';
import { type Placeholder, type SQL, asc, sql } from 'drizzle-orm';
import { products } from '../database/schema.js';
import { EARTH_RADIUS_KM, type PointInSql, haversineKm } from '../places/distance.js';
import { isListed } from './product-lists.js';

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
 * A distance search as its SQL reads it: the numbers, or a prepared statement's placeholders for
 * them. Only the number of grid rows, and whether there is a box at all, shape the SQL's text, so
 * a prepared statement serves every point and radius with as many rows (see `distanceShape`).
 */
export interface DistanceInSql {
  point: PointInSql;
  radiusKm: number | Placeholder;
  /** The grid rows' cell ranges (`cellRanges`, flattened); null when there is no box. */
  cells: { rows: number; bounds: number[] | Placeholder } | null;
  /** How far the box's corners are from the point, in degrees; null when there is no box. */
  boxCorner: number | Placeholder | null;
}

/** The numbers a distance search's SQL reads (DistanceInSql). */
export interface DistanceValues {
  nearLat: number;
  nearLng: number;
  radiusKm: number;
  /** `cellRanges` flattened to [from, to, from, to, …]; absent when there is no box. */
  cellBounds?: number[];
  boxCorner?: number;
}

/** The numbers of a distance search's SQL, with its box's grid rows and corner when it has a box. */
export function distanceValues(filter: DistanceFilter): DistanceValues {
  const box = boundingBox(filter);
  const values: DistanceValues = {
    nearLat: filter.point.lat,
    nearLng: filter.point.lng,
    radiusKm: filter.radiusKm,
  };
  if (box) {
    values.cellBounds = cellRanges(box).flat();
    values.boxCorner = Math.hypot((box.north - box.south) / 2, (box.east - box.west) / 2);
  }
  return values;
}

/** What a distance search's SQL text depends on: how many grid rows its box spans, if any. */
export const distanceShape = (values: Partial<DistanceValues>): string =>
  values.cellBounds ? `rows ${values.cellBounds.length / 2}` : 'no box';

/** How far a listing is from `point`, in km. */
export const distanceKmFrom = (point: PointInSql): SQL<number> =>
  haversineKm(products.lat, products.lng, point);

/** The grid cells that may hold a listing within the box: its rows of cells, each a range of `geo_cell`. */
function cellRanges(box: Box): Array<[number, number]> {
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

/** An element of an array value or placeholder, 1-based as in SQL. */
const element = (array: number[] | Placeholder, index: number) =>
  sql`(${sql.param(array)}::int[])[${sql.raw(String(index))}]`;

/**
 * Listings within the radius: the grid cells narrow them down (one B-tree range scan a row of
 * the box), the exact distance decides; without a box, the exact distance alone.
 */
export function withinRadius(distance: DistanceInSql): SQL {
  const { cells } = distance;
  const inCells = cells
    ? sql`(${sql.join(
        Array.from(
          { length: cells.rows },
          (_, row) =>
            sql`${products.geoCell} between ${element(cells.bounds, 2 * row + 1)} and ${element(cells.bounds, 2 * row + 2)}`,
        ),
        sql` or `,
      )})`
    : sql`${products.lat} is not null`;
  return sql`(${inCells} and ${distanceKmFrom(distance.point)} <= ${distance.radiusKm}::float8)`;
}

/** `sort=distance`: nearest first, the id breaking ties; its keyset resumes after `after`. */
export function nearestFirst(
  distance: DistanceInSql,
  after: readonly [unknown, unknown] | undefined,
): [SQL<number>, SQL[], SQL | undefined] {
  const km = distanceKmFrom(distance.point);
  return [
    km,
    [asc(km), asc(products.id)],
    after && sql`(${km}, ${products.id}) > (${after[0]}::float8, ${after[1]})`,
  ];
}

/** The listing's point as the point indexes (migrations 0021, 0029) hold it: x is longitude. */
const listingPoint = sql`point(${products.lng}, ${products.lat})`;

/**
 * The ids of a page of nearest-first listings matching `matching` (every filter of the search
 * but the radius, and the page's keyset), exact by great-circle distance, reading about `limit`
 * rows rather than every match in the circle; undefined when there is no box (then
 * `withinRadius` and `nearestFirst` rank every match). With a category, `inCategory` is stated
 * apart, so the walk goes along that category's points alone (migration 0029).
 *
 * The point indexes walk listings in order of `<->`, which is distance in degrees, not on the
 * Earth, so one statement does it in two steps:
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
  distance: DistanceInSql,
  matching: SQL,
  limit: number,
  inCategory: SQL | undefined,
): SQL | undefined {
  if (distance.boxCorner === null) return undefined;
  const { point, radiusKm, boxCorner } = distance;
  const km = distanceKmFrom(point);
  const pageSize = sql.raw(String(limit));
  const degree = sql.raw(String(KM_PER_DEGREE));
  const lat = sql`${point.lat}::float8`;
  const lng = sql`${point.lng}::float8`;
  // The bound's box: as boundingBox's, in SQL since the bound is known only there.
  const latDelta = sql`(bound.km / ${degree})`;
  const lngDelta = sql`(bound.km / (${degree} * cos(radians(abs(${lat}) + ${latDelta}))))`;
  const boundBox = sql`box(point(${lng} - ${lngDelta}, ${lat} - ${latDelta}), point(${lng} + ${lngDelta}, ${lat} + ${latDelta}))`;
  const listed = sql`${isListed} and ${products.lat} is not null`;
  const walked = inCategory ? sql`${listed} and ${inCategory}` : listed;
  return sql`with bound as (
      select least(max(nearest.km), ${radiusKm}::float8) as km from (
        select ${km} as km from ${products}
        where ${walked} and (${matching} or ${listingPoint} <-> point(${lng}, ${lat}) > ${boxCorner}::float8)
        order by ${listingPoint} <-> point(${lng}, ${lat}) limit ${pageSize}
      ) nearest
    )
    select ${products.id} from ${products}, bound
    where ${walked} and ${matching} and ${listingPoint} <@ ${boundBox} and ${km} <= bound.km
    order by ${km}, ${products.id} limit ${pageSize}`;
}
