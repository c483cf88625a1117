import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { renderProductArt } from './demo-art.js';
import { DEMO_PRODUCTS } from './demo-catalogue.js';

describe('the demo listing pictures', () => {
  it('are a different picture for every listing, drawn the same way each time', async () => {
    const pictures = await Promise.all(DEMO_PRODUCTS.map((product) => renderProductArt(product)));
    const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

    expect(new Set(pictures.map(digest)).size).toBe(DEMO_PRODUCTS.length);
    expect(await sharp(pictures[0]).metadata()).toMatchObject({ width: 800, height: 600 });
    // Stable, so a re-seeded database looks the same (the grain is the only random part).
    const again = await renderProductArt(DEMO_PRODUCTS[0]!);
    const { data: first } = await sharp(pictures[0])
      .resize(8, 6)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { data: second } = await sharp(again)
      .resize(8, 6)
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (let i = 0; i < first.length; i++)
      expect(Math.abs(first[i]! - second[i]!)).toBeLessThan(12);
  });

  it('every listing has its own look: no two share a kind, colour and detail', () => {
    const looks = DEMO_PRODUCTS.map(({ look }) => `${look.kind} ${look.colour} ${look.detail}`);
    expect(new Set(looks).size).toBe(DEMO_PRODUCTS.length);
  });
});
