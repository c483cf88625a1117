import { Logger } from '@nestjs/common';
import { count, sql } from 'drizzle-orm';
import { hashPassword } from '../access/passwords.js';
import type { ImagesService } from '../images/images.service.js';
import { meetingSpotPlaceColumns } from '../meeting-spots/meeting-spots.repository.js';
import { placeUnplacedRows } from '../places/places.repository.js';
import { listingPlaceColumns } from '../products/products.repository.js';
import type { Database } from '../database/database.js';
import { categories, meetingSpots, products, users } from '../database/schema.js';
import { renderCategoryArt, renderProductArt } from './demo-art.js';
import { DEMO_MEETING_SPOTS } from './demo-meeting-spots.js';
import {
  DEMO_ACCOUNTS,
  DEMO_CATEGORIES,
  DEMO_PRODUCTS,
  type DemoAccount,
} from './demo-catalogue.js';

export interface DemoDataSummary {
  categories: number;
  products: number;
  accounts: DemoAccount[];
}

/** Any fixed number: it names the lock two starting processes would both take. */
const DEMO_SEED_LOCK = 7_201_003;
const HOUR = 3_600_000;

const hasAccounts = async (db: Pick<Database, 'select'>) =>
  ((await db.select({ total: count() }).from(users))[0]?.total ?? 0) > 0;

/**
 * Loads the demo catalogue into a database that has no accounts yet, and returns what it loaded;
 * a database with any account is left alone (null). The pictures are drawn here and stored through
 * the image service like any upload; should another process seed first, the ones left unused
 * are collected after a day.
 */
const DEMO_COUNTRY = 'BD';

export async function seedDemoData(
  db: Database,
  images: ImagesService,
): Promise<DemoDataSummary | null> {
  if (await hasAccounts(db)) return null;

  const [categoryImages, productImages, avatarImages, passwordHashes] = await Promise.all([
    Promise.all(
      DEMO_CATEGORIES.map(async (category) => images.store(await renderCategoryArt(category))),
    ),
    Promise.all(
      DEMO_PRODUCTS.map(async (product) => images.store(await renderProductArt(product))),
    ),
    Promise.all(DEMO_ACCOUNTS.map((account) => images.storeInitialsAvatar(account.name))),
    Promise.all(DEMO_ACCOUNTS.map((account) => hashPassword(account.password))),
  ]);

  const loaded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    if (await hasAccounts(tx)) return null;
    const accountRows = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((account, index) => ({
          name: account.name,
          email: account.email,
          passwordHash: passwordHashes[index]!,
          image: avatarImages[index]!.url,
          role: account.role,
          isAdmin: account.isAdmin,
          verify: account.verify,
          location: account.location,
          // The demo addresses are the project's own; nobody else can claim them.
          emailVerifiedAt: new Date(),
        })),
      )
      .returning({ id: users.id, email: users.email });
    const categoryRows = await tx
      .insert(categories)
      .values(
        DEMO_CATEGORIES.map((category, index) => ({
          name: category.name,
          image: categoryImages[index]!.url,
        })),
      )
      .returning({ id: categories.id, name: categories.name });
    const accountIds = new Map(accountRows.map((row) => [row.email, row.id]));
    const categoryIds = new Map(categoryRows.map((row) => [row.name, row.id]));
    const phones = new Map(DEMO_ACCOUNTS.map((account) => [account.email, account.phone]));
    const now = Date.now();
    await tx.insert(products).values(
      DEMO_PRODUCTS.map((product, index) => ({
        sellerId: accountIds.get(product.seller)!,
        categoryId: categoryIds.get(product.category)!,
        name: product.name,
        image: productImages[index]!.url,
        location: product.location,
        originalPrice: product.originalPrice,
        resellPrice: product.resellPrice,
        yearsOfUse: product.yearsOfUse,
        phone: phones.get(product.seller)!,
        advertised: product.advertised,
        // Listed over the past weeks, so that "newest first" means something.
        createdAt: new Date(now - (index * 17 + 2) * HOUR),
      })),
    );
    await tx.insert(meetingSpots).values(DEMO_MEETING_SPOTS);
    // The demo data is Dhaka's: its listings and spots are placed by their texts, as old ones are.
    for (const target of [listingPlaceColumns, meetingSpotPlaceColumns])
      await placeUnplacedRows(tx, target, DEMO_COUNTRY);
    return {
      categories: categoryRows.length,
      products: DEMO_PRODUCTS.length,
      accounts: DEMO_ACCOUNTS,
    };
  });

  if (loaded) {
    const accounts = loaded.accounts
      .map((account) => `  ${account.email} / ${account.password}`)
      .join('\n');
    new Logger('DemoData').log(
      `Loaded demo data: ${loaded.categories} categories, ${loaded.products} products, ${DEMO_MEETING_SPOTS.length} meeting spots, and these accounts:\n${accounts}`,
    );
  }
  return loaded;
}
