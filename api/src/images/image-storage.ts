import type { Readable } from 'node:stream';

/** Where image bytes live. The filesystem driver is the default; an object store would be another. */
export interface ImageStorage {
  /** Stores `content` under `key`, replacing nothing: keys are content hashes, so the bytes agree. */
  put(key: string, content: Buffer): Promise<void>;
  /** The stored bytes as a stream with their length, or null when nothing is stored under `key`. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes `key`; removing a key that is not stored is not an error. */
  delete(key: string): Promise<void>;
}

export const IMAGE_STORAGE = Symbol('IMAGE_STORAGE');

/**
 * `<sha-256 of the full-size WebP>.webp` and its thumbnail `<same hash>.thumb.webp`, written on
 * upload. The copies made from the full size the first time each is asked for, named by what
 * follows the hash: a WebP card copy, a link-preview JPEG, and the AVIF copies of the thumbnail,
 * the card and the full size.
 */
const DERIVED_COPIES = {
  'card.webp': 'card',
  'preview.jpg': 'preview',
  'thumb.avif': 'thumbnailAvif',
  'card.avif': 'cardAvif',
  avif: 'fullSizeAvif',
} as const;

/** The copies made on first request. */
export type DerivedCopy = (typeof DERIVED_COPIES)[keyof typeof DERIVED_COPIES];

const DERIVED_KEY = new RegExp(
  `^([0-9a-f]{64})\\.(${Object.keys(DERIVED_COPIES)
    .map((suffix) => suffix.replace('.', '\\.'))
    .join('|')})$`,
);
const FULL_SIZE_KEY = /^[0-9a-f]{64}\.webp$/;
const THUMBNAIL_KEY = /^[0-9a-f]{64}\.thumb\.webp$/;

export const isImageKey = (value: string): boolean =>
  FULL_SIZE_KEY.test(value) || THUMBNAIL_KEY.test(value) || DERIVED_KEY.test(value);

export const isFullSizeKey = (value: string): boolean => FULL_SIZE_KEY.test(value);

export const thumbnailKeyOf = (key: string): string => key.replace(/\.webp$/, '.thumb.webp');

export const previewKeyOf = (key: string): string => key.replace(/\.webp$/, '.preview.jpg');

/** Every file stored beside a full-size key: its thumbnail and whichever copies were made. */
export const companionKeysOf = (key: string): string[] => [
  thumbnailKeyOf(key),
  ...Object.keys(DERIVED_COPIES).map((suffix) => key.replace(/webp$/, suffix)),
];

/** Which copy a key names and the full-size key it is made from; undefined for any other key. */
export const derivedCopyOf = (
  key: string,
): { copy: DerivedCopy; fullSizeKey: string } | undefined => {
  const match = DERIVED_KEY.exec(key);
  if (!match) return undefined;
  return {
    copy: DERIVED_COPIES[match[2] as keyof typeof DERIVED_COPIES],
    fullSizeKey: `${match[1]}.webp`,
  };
};

/** The site path an image is served at; users, products and categories store these. */
export const IMAGE_URL_PREFIX = '/api/images/';

export const imageUrl = (key: string): string => `${IMAGE_URL_PREFIX}${key}`;
