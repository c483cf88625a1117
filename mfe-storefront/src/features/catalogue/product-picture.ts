/** Pictures the API serves are `<hash>.webp`, each with a `<hash>.thumb.webp` 400 px thumbnail. */
const SERVED_PICTURE = /\/images\/[0-9a-f]{64}\.webp$/;

/** The long side of each size the API keeps (api/src/images/image-encoder.ts). */
const THUMBNAIL_WIDTH = 400;
const FULL_SIZE_MAX_WIDTH = 1600;

export interface PictureSources {
  src: string;
  srcSet?: string;
}

/**
 * Lets the browser take the thumbnail where a picture is shown small, instead of the full size:
 * a page of cards then downloads a few hundred kilobytes less. The full size is described by its
 * largest possible width, so the browser never picks the thumbnail where it would look blurred.
 * Pictures from elsewhere are used as they are.
 */
export function pictureSources(url: string): PictureSources {
  if (!SERVED_PICTURE.test(url)) return { src: url };
  const thumbnail = url.replace(/\.webp$/, '.thumb.webp');
  return {
    src: thumbnail,
    srcSet: `${thumbnail} ${THUMBNAIL_WIDTH}w, ${url} ${FULL_SIZE_MAX_WIDTH}w`,
  };
}
