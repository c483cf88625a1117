import type { InsertResult, UploadedImage } from '@marketplace/contracts';
import { type APIRequestContext, expect } from '@playwright/test';
import sharp from 'sharp';

/** A plain photo in one colour, as a JPEG, so a gallery's photos can be told apart. */
async function colouredPhoto(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * Lists a product with several photos through the API, as a seller's Add Product form would
 * (uploads first, then the listing), and returns its id.
 */
export async function listWithPhotos(
  seller: APIRequestContext,
  listing: { name: string; category: string; resellPrice: number; colours: string[] },
): Promise<string> {
  const urls: string[] = [];
  for (const [index, colour] of listing.colours.entries()) {
    const upload = await seller.post('/api/images', {
      multipart: {
        image: {
          name: `photo-${index}.jpg`,
          mimeType: 'image/jpeg',
          buffer: await colouredPhoto(colour),
        },
      },
    });
    expect(upload.ok(), await upload.text()).toBe(true);
    urls.push(((await upload.json()) as { data: UploadedImage }).data.url);
  }
  const created = await seller.post('/api/products', {
    data: {
      productName: listing.name,
      productImage: urls[0],
      productImages: urls,
      location: 'Dhanmondi, Dhaka',
      orginalPrice: listing.resellPrice * 2,
      resellPrice: listing.resellPrice,
      yearsOfUsed: '1 year',
      category: listing.category,
      phone: '01819456723',
      condition: 'like new',
      description: 'Barely used. Comes with the original box and charger.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as InsertResult).insertedId;
}
