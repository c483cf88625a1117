import { count, eq } from 'drizzle-orm';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { categories, imageBlobs, products, uploads, users } from '../database/schema.js';
import { makeImage, multipartBody } from '../testing/images.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';
import { UploadCollector } from './upload-collector.js';

/** Small enough that a test can send one byte more than it without building megabytes. */
const MAX_BYTES = 512 * 1024;
const HOUR = 3_600_000;
const WEBP_URL = /^\/api\/images\/[0-9a-f]{64}\.webp$/;
const THUMB_URL = /^\/api\/images\/[0-9a-f]{64}\.thumb\.webp$/;

/** 196 megapixels that compress to a few hundred kilobytes: 600 MB if anyone decoded it. */
let pixelFlood: Buffer;
beforeAll(async () => {
  pixelFlood = await sharp({
    create: { width: 14000, height: 14000, channels: 3, background: '#ffffff' },
  })
    .toColourspace('b-w')
    .png({ compressionLevel: 9 })
    .toBuffer();
});

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe.each(DATABASE_TARGETS)('image uploads on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'marketplace-images-'));
    ctx = await createTestContext(databaseUrl, {
      DATA_DIR: dataDir,
      IMAGE_MAX_BYTES: String(MAX_BYTES),
      RATE_LIMIT_UPLOADS_PER_HOUR: '1000',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (content: Buffer, options?: Parameters<typeof multipartBody>[1]) => {
    const { payload, headers } = multipartBody(content, options);
    return ctx.client().post('/api/images', payload, { headers });
  };

  /** The keys in the storage driver: image_blobs rows on PostgreSQL, files on PGlite. */
  const storedKeys = async () =>
    databaseUrl
      ? (await ctx.db.select({ key: imageBlobs.key }).from(imageBlobs)).map((row) => row.key)
      : filesUnder(join(dataDir, 'uploads'));

  /** What a refused upload must leave behind: exactly what was there before. */
  const storedState = async () => {
    const [rows] = await ctx.db.select({ total: count() }).from(uploads);
    return { rows: rows!.total, files: (await storedKeys()).length };
  };

  const download = async (url: string) => {
    const response = await ctx.client().get(url);
    return {
      response,
      metadata:
        response.statusCode === 200 ? await sharp(response.rawPayload).metadata() : undefined,
    };
  };

  it.each(['jpeg', 'png', 'webp', 'avif', 'gif'] as const)(
    'accepts a %s picture and serves it back as WebP with its thumbnail',
    async (format) => {
      const response = await upload(await makeImage(format, 640, 480), {
        filename: `photo.${format}`,
        contentType: `image/${format}`,
      });
      expect(response.statusCode).toBe(201);
      const { data } = response.json();
      expect(data).toEqual({
        url: expect.stringMatching(WEBP_URL),
        thumbUrl: expect.stringMatching(THUMB_URL),
        width: 640,
        height: 480,
      });

      const full = await download(data.url);
      expect(full.response.statusCode).toBe(200);
      expect(full.response.headers['content-type']).toBe('image/webp');
      expect(full.response.headers['x-content-type-options']).toBe('nosniff');
      expect(full.response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(full.metadata).toMatchObject({ format: 'webp', width: 640, height: 480 });

      const thumbnail = await download(data.thumbUrl);
      expect(thumbnail.response.headers['content-type']).toBe('image/webp');
      expect(thumbnail.metadata).toMatchObject({ format: 'webp', width: 400, height: 300 });
    },
  );

  it('scales a large picture down to 1600 px on its long side', async () => {
    const response = await upload(await makeImage('jpeg', 1200, 2400));
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ width: 800, height: 1600 });
    expect((await download(response.json().data.thumbUrl)).metadata).toMatchObject({
      width: 200,
      height: 400,
    });
  });

  it('makes the 800 px card copy the first time it is asked for, and keeps it', async () => {
    const { url } = (await upload(await makeImage('jpeg', 2000, 1500))).json().data;
    const cardUrl = url.replace(/\.webp$/, '.card.webp');
    const cardKey = cardUrl.split('/').pop()!;
    expect(await storedKeys()).not.toContain(cardKey);

    const card = await download(cardUrl);
    expect(card.response.statusCode).toBe(200);
    expect(card.response.headers['content-type']).toBe('image/webp');
    expect(card.response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(card.metadata).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect(await storedKeys()).toContain(cardKey);
    expect((await download(cardUrl)).response.rawPayload).toEqual(card.response.rawPayload);

    // A card of a picture nobody uploaded is not made.
    expect((await ctx.client().get(`/api/images/${'0'.repeat(64)}.card.webp`)).statusCode).toBe(
      404,
    );
  });

  it('makes AVIF copies of the thumbnail, the card and the full size, each when first asked for', async () => {
    const { url } = (await upload(await makeImage('jpeg', 2000, 1500))).json().data;
    const sizes = { '.thumb.avif': [400, 300], '.card.avif': [800, 600], '.avif': [1600, 1200] };
    for (const [suffix, [width, height]] of Object.entries(sizes)) {
      const copyUrl = url.replace(/\.webp$/, suffix);
      expect(await storedKeys()).not.toContain(copyUrl.split('/').pop());

      const copy = await download(copyUrl);
      expect(copy.response.statusCode).toBe(200);
      expect(copy.response.headers['content-type']).toBe('image/avif');
      expect(copy.metadata).toMatchObject({ format: 'heif', compression: 'av1', width, height });
      expect(await storedKeys()).toContain(copyUrl.split('/').pop());
    }
    // Of a picture nobody uploaded, none is made.
    expect((await ctx.client().get(`/api/images/${'0'.repeat(64)}.card.avif`)).statusCode).toBe(
      404,
    );
  });

  it('stores the same picture once, under the same address', async () => {
    const picture = await makeImage('png', 300, 200);
    const first = await upload(picture);
    const again = await upload(picture, { filename: 'renamed.png' });
    expect(again.json().data.url).toBe(first.json().data.url);
  });

  it('refuses a text file named .jpg with 415, storing nothing', async () => {
    const before = await storedState();
    const response = await upload(Buffer.from('just some words, not a picture\n'.repeat(20)), {
      filename: 'holiday.jpg',
      contentType: 'image/jpeg',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      statusCode: 415,
      error: 'Unsupported Media Type',
      message: 'The file is not a JPEG, PNG, WebP, AVIF or GIF image',
    });
    expect(await storedState()).toEqual(before);
  });

  it('refuses an SVG carrying a script with 415, whatever type it claims', async () => {
    const before = await storedState();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
    );
    const response = await upload(svg, { filename: 'avatar.png', contentType: 'image/png' });
    expect(response.statusCode).toBe(415);
    expect(await storedState()).toEqual(before);
  });

  it('refuses a pixel flood with 422 from its header, without decoding it', async () => {
    expect(pixelFlood.length).toBeLessThan(MAX_BYTES);
    const before = await storedState();
    const peakBefore = process.resourceUsage().maxRSS;
    const response = await upload(pixelFlood, { filename: 'flood.png', contentType: 'image/png' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'The image is 14000x14000 pixels; at most 40 megapixels are accepted',
    );
    // Decoding it would have taken 196 MB even as one grey channel; reading its header takes nothing.
    const peakGrowthMb = (process.resourceUsage().maxRSS - peakBefore) / 1024;
    expect(peakGrowthMb).toBeLessThan(100);
    expect(await storedState()).toEqual(before);
    expect((await upload(await makeImage('png', 64, 64))).statusCode).toBe(201);
  });

  it('accepts a file of exactly the size limit and refuses one byte more with 413, storing nothing', async () => {
    const jpeg = await makeImage('jpeg', 320, 240);
    // Bytes after a JPEG's end marker are ignored by decoders: padding sets the size exactly.
    const padTo = (size: number) => Buffer.concat([jpeg, Buffer.alloc(size - jpeg.length)]);
    expect((await upload(padTo(MAX_BYTES))).statusCode).toBe(201);

    const before = await storedState();
    const response = await upload(padTo(MAX_BYTES + 1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'The image is larger than 0.5 MB',
    });
    expect(await storedState()).toEqual(before);
  });

  it('applies the camera rotation and strips EXIF, GPS position included', async () => {
    const phonePhoto = await sharp(await makeImage('jpeg', 640, 480))
      .withExif({
        IFD0: { Make: 'Pocket Phone', Model: 'PP-12' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '23/1 46/1 0/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '90/1 25/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const original = await sharp(phonePhoto).metadata();
    expect(original.orientation).toBe(6);
    // The GPS IFD pointer (tag 0x8825, little-endian) is in the photo as the phone wrote it.
    expect(original.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const response = await upload(phonePhoto);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ width: 480, height: 640 });
    for (const url of [response.json().data.url, response.json().data.thumbUrl]) {
      const { metadata } = await download(url);
      expect(metadata?.exif).toBeUndefined();
      expect(metadata?.xmp).toBeUndefined();
      expect(metadata?.orientation).toBeUndefined();
    }
  });

  it('asks for multipart with a field named image', async () => {
    const json = await ctx.client().post('/api/images', { image: 'data:image/png;base64,AAAA' });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(
      'Send the picture as multipart/form-data in a field named image',
    );
    const wrongField = await upload(await makeImage('png', 32, 32), { field: 'photo' });
    expect(wrongField.statusCode).toBe(400);
    const cutShort = multipartBody(await makeImage('png', 32, 32));
    const truncated = await ctx.client().post('/api/images', cutShort.payload.subarray(0, 90), {
      headers: cutShort.headers,
    });
    expect(truncated.statusCode).toBe(400);
  });

  it('answers 404 for unknown and malformed image keys, never reaching outside the store', async () => {
    const unknown = await ctx.client().get(`/api/images/${'0'.repeat(64)}.webp`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Image not found',
    });
    for (const key of [
      '..%2F..%2Fpackage.json',
      '%2E%2E%2Fapi%2Fpackage.json',
      'abc.webp',
      `${'A'.repeat(64)}.webp`,
      `${'0'.repeat(64)}.png`,
    ]) {
      expect((await ctx.client().get(`/api/images/${key}`)).statusCode).toBe(404);
    }
  });

  it('collects uploads that nothing has referred to for a day, and only those', async () => {
    const sent = await Promise.all(
      [120, 130, 140, 150, 160].map(
        async (size) => (await upload(await makeImage('png', size, size))).json().data,
      ),
    );
    const [forUser, forCategory, forProductThumbnail, unreferenced, recent] = sent as Array<{
      url: string;
      thumbUrl: string;
    }>;
    const { email } = await ctx.signUp({ role: 'seller' });
    const [seller] = await ctx.db
      .update(users)
      .set({ image: forUser!.url })
      .where(eq(users.email, email))
      .returning();
    const [category] = await ctx.db
      .insert(categories)
      .values({ name: `Collector ${Date.now()}`, image: forCategory!.url })
      .returning();
    await ctx.db.insert(products).values({
      sellerId: seller!.id,
      categoryId: category!.id,
      name: 'Desk lamp',
      image: forProductThumbnail!.thumbUrl,
      location: 'Mirpur',
      originalPrice: 2500,
      resellPrice: 1200,
      yearsOfUse: '1 year',
      phone: '01711000000',
    });
    const collector = ctx.app.get(UploadCollector);

    // Nothing is a day old yet; somebody has looked at the unreferenced picture on a card.
    await collector.collect();
    expect((await ctx.client().get(unreferenced!.url)).statusCode).toBe(200);
    const unreferencedCard = unreferenced!.url.replace(/\.webp$/, '.card.webp');
    expect((await ctx.client().get(unreferencedCard)).statusCode).toBe(200);
    const unreferencedAvifCard = unreferenced!.url.replace(/\.webp$/, '.card.avif');
    expect((await ctx.client().get(unreferencedAvifCard)).statusCode).toBe(200);

    // A day later, `recent` is re-uploaded (its grace period starts again) and the rest have aged.
    await ctx.db.update(uploads).set({ createdAt: new Date(Date.now() - 25 * HOUR) });
    await upload(await makeImage('png', 160, 160));
    await collector.collect();

    for (const gone of [unreferenced!.url, unreferenced!.thumbUrl]) {
      expect((await ctx.client().get(gone)).statusCode).toBe(404);
    }
    const unreferencedKey = unreferenced!.url.split('/').pop()!;
    expect(await ctx.db.select().from(uploads).where(eq(uploads.key, unreferencedKey))).toEqual([]);
    expect(await storedKeys()).not.toContain(unreferencedKey);
    expect(await storedKeys()).not.toContain(unreferencedCard.split('/').pop());
    expect(await storedKeys()).not.toContain(unreferencedAvifCard.split('/').pop());
    for (const kept of [forUser!, forCategory!, forProductThumbnail!, recent!]) {
      expect((await ctx.client().get(kept.url)).statusCode).toBe(200);
      expect((await ctx.client().get(kept.thumbUrl)).statusCode).toBe(200);
    }
  });
});

describe('upload rate limits', () => {
  let ctx: TestContext;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'marketplace-images-'));
    ctx = await createTestContext(undefined, {
      DATA_DIR: dataDir,
      TRUST_PROXY: 'true',
      RATE_LIMIT_UPLOADS_PER_HOUR: '2',
    });
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const uploadFrom = async (address: string, client = ctx.client()) => {
    const { payload, headers } = multipartBody(await makeImage('png', 48, 48));
    return client.post('/api/images', payload, {
      headers: { ...headers, 'x-forwarded-for': address },
    });
  };

  it('limits uploads per address, signed out, with 429 and Retry-After', async () => {
    expect((await uploadFrom('203.0.113.1')).statusCode).toBe(201);
    expect((await uploadFrom('203.0.113.1')).statusCode).toBe(201);
    const limited = await uploadFrom('203.0.113.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await uploadFrom('203.0.113.2')).statusCode).toBe(201);
  });

  it('limits a signed-in account across addresses', async () => {
    const { client } = await ctx.signUp();
    expect((await uploadFrom('198.51.100.1', client)).statusCode).toBe(201);
    expect((await uploadFrom('198.51.100.2', client)).statusCode).toBe(201);
    const limited = await uploadFrom('198.51.100.3', client);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().statusCode).toBe(429);
  });
});
