/**
 * Pictures the API serves are `<hash>.webp`, each with a `<hash>.thumb.webp` thumbnail and a
 * `<hash>.card.webp` card copy, and the same three sizes as AVIF (`.thumb.avif`, `.card.avif`,
 * `.avif`); copies are made on the first request for them.
 */
const SERVED_PICTURE = /\/images\/[0-9a-f]{64}\.webp$/;

/** The long side of each size the API keeps (api/src/images/image-encoder.ts). */
const THUMBNAIL_WIDTH = 400;
const CARD_WIDTH = 800;
const FULL_SIZE_MAX_WIDTH = 1600;

export interface PictureSources {
  src: string;
  srcSet?: string;
  /** The same sizes as AVIF, for the browsers that read it: about a third of the bytes. */
  avifSrcSet?: string;
}

/**
 * Lets the browser take the smallest copy that is sharp where the picture is drawn: the thumbnail
 * for small cards, the card copy for a phone-wide card (a third of the full size's bytes, which
 * on a slow line would otherwise hold back the page's largest paint), the full size in the
 * detail. Each is described by its largest possible width, so none is picked where it would look
 * blurred.
 * Pictures from elsewhere are used as they are.
 */
export function pictureSources(url: string): PictureSources {
  if (!SERVED_PICTURE.test(url)) return { src: url };
  const copy = (suffix: string) => url.replace(/webp$/, suffix);
  const sizesAs = (format: string) =>
    [
      `${copy(`thumb.${format}`)} ${THUMBNAIL_WIDTH}w`,
      `${copy(`card.${format}`)} ${CARD_WIDTH}w`,
      `${copy(format)} ${FULL_SIZE_MAX_WIDTH}w`,
    ].join(', ');
  return { src: copy('thumb.webp'), srcSet: sizesAs('webp'), avifSrcSet: sizesAs('avif') };
}
