import { pictureSources } from './product-picture';

const HASH = 'a'.repeat(64);

describe('pictureSources', () => {
  it('offers the thumbnail, the card copy and the full size of a picture the API serves, as WebP and as AVIF', () => {
    expect(pictureSources(`/api/images/${HASH}.webp`)).toEqual({
      src: `/api/images/${HASH}.thumb.webp`,
      srcSet: `/api/images/${HASH}.thumb.webp 400w, /api/images/${HASH}.card.webp 800w, /api/images/${HASH}.webp 1600w`,
      avifSrcSet: `/api/images/${HASH}.thumb.avif 400w, /api/images/${HASH}.card.avif 800w, /api/images/${HASH}.avif 1600w`,
    });
  });

  it('uses any other picture as it is', () => {
    expect(pictureSources('https://example.com/sofa.jpg')).toEqual({
      src: 'https://example.com/sofa.jpg',
    });
  });
});
