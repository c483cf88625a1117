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
 * `<sha-256 of the full-size WebP>.webp`, its thumbnail `<same hash>.thumb.webp` and its
 * link-preview copy `<same hash>.preview.jpg`.
 */
const IMAGE_KEY = /^[0-9a-f]{64}(?:(?:\.thumb)?\.webp|\.preview\.jpg)$/;

export const isImageKey = (value: string): boolean => IMAGE_KEY.test(value);

export const thumbnailKeyOf = (key: string): string => key.replace(/\.webp$/, '.thumb.webp');

export const previewKeyOf = (key: string): string => key.replace(/\.webp$/, '.preview.jpg');

const PREVIEW_KEY = /^([0-9a-f]{64})\.preview\.jpg$/;

/** The full-size key a preview key was made from, or undefined for any other key. */
export const fullSizeKeyOfPreview = (key: string): string | undefined => {
  const hash = PREVIEW_KEY.exec(key)?.[1];
  return hash ? `${hash}.webp` : undefined;
};

/** The site path an image is served at; users, products and categories store these. */
export const IMAGE_URL_PREFIX = '/api/images/';

export const imageUrl = (key: string): string => `${IMAGE_URL_PREFIX}${key}`;
