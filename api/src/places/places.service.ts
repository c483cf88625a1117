import { existsSync, readFileSync } from 'node:fs';
import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import type { Place, PlacesQuery } from '@marketplace/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { DATABASE_HANDLE, type DatabaseHandle } from '../database/database.js';
import { type GazetteerEntry, PlacesRepository } from './places.repository.js';

/** The generated gazetteers (scripts/generate-gazetteer.mjs), shipped beside the code. */
const gazetteerFile = (country: string) =>
  new URL(`../../assets/gazetteer/${country.toLowerCase()}.json`, import.meta.url);

/**
 * The market country's places: loaded into the database at start, once per data file (a process
 * finding as many places as the file holds does nothing), then read by the type-ahead and by
 * anything that takes a `placeId`.
 */
@Injectable()
export class PlacesService implements OnApplicationBootstrap {
  private readonly logger = new Logger(PlacesService.name);
  /** Settles once the gazetteer is in the database: true when this process added places. */
  private loading: Promise<boolean> | undefined;

  constructor(
    private readonly places: PlacesRepository,
    @Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get country(): string {
    return this.config.MARKET_COUNTRY;
  }

  onApplicationBootstrap(): Promise<unknown> {
    return this.loaded();
  }

  /** Whether this process loaded the gazetteer (false when the database already had it). */
  loaded(): Promise<boolean> {
    this.loading ??= this.database.withLock('bootstrap', () => this.load());
    return this.loading;
  }

  private async load(): Promise<boolean> {
    const file = gazetteerFile(this.country);
    if (!existsSync(file)) {
      throw new Error(
        `No gazetteer for MARKET_COUNTRY=${this.country}: run \`npm run gazetteer -- ${this.country}\` and commit api/assets/gazetteer`,
      );
    }
    const entries = JSON.parse(readFileSync(file, 'utf8')) as GazetteerEntry[];
    if ((await this.places.countOf(this.country)) >= entries.length) return false;
    await this.places.upsert(this.country, entries);
    this.logger.log(`Gazetteer of ${this.country}: ${entries.length} places loaded`);
    return true;
  }

  search(query: PlacesQuery): Promise<Place[]> {
    return this.places.search(this.country, query.q, query.limit);
  }

  /** The place of an id a client sent: 400, naming `field`, when there is none. */
  async require(id: string, field: string): Promise<Place> {
    const place = await this.places.findById(Number(id));
    if (!place) throw new BadRequestException([`${field}: there is no place ${id}`]);
    return place;
  }
}
