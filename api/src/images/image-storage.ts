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
 * upload; its card copy `<same hash>.card.webp` and link-preview copy `<same hash>.preview.jpg`,
 * made from the full size the first time each is asked for.
 */
const IMAGE_KEY = /^[0-9a-f]{64}(?:(?:\.thumb|\.card)?\.webp|\.preview\.jpg)$/;
const FULL_SIZE_KEY = /^[0-9a-f]{64}\.webp$/;

export const isImageKey = (value: string): boolean => IMAGE_KEY.test(value);

export const isFullSizeKey = (value: string): boolean => FULL_SIZE_KEY.test(value);

export const thumbnailKeyOf = (key: string): string => key.replace(/\.webp$/, '.thumb.webp');

export const cardKeyOf = (key: string): string => key.replace(/\.webp$/, '.card.webp');

export const previewKeyOf = (key: string): string => key.replace(/\.webp$/, '.preview.jpg');

/** The copies made on first request. */
export type DerivedCopy = 'card' | 'preview';

const DERIVED_KEY = /^([0-9a-f]{64})\.(?:(card)\.webp|(preview)\.jpg)$/;

/** Which copy a key names and the full-size key it is made from; undefined for any other key. */
export const derivedCopyOf = (
  key: string,
): { copy: DerivedCopy; fullSizeKey: string } | undefined => {
  const match = DERIVED_KEY.exec(key);
  if (!match) return undefined;
  return { copy: match[2] ? 'card' : 'preview', fullSizeKey: `${match[1]}.webp` };
};

/** The site path an image is served at; users, products and categories store these. */
export const IMAGE_URL_PREFIX = '/api/images/';

export const imageUrl = (key: string): string => `${IMAGE_URL_PREFIX}${key}`;
