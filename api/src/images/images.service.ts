import { Inject, Injectable, PayloadTooLargeException } from '@nestjs/common';
import type { UploadedImage } from '@marketplace/contracts';
import type { Readable } from 'node:stream';
import { type RateLimit, RateLimits } from '../cluster/rate-limits.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ConcurrencyLimit } from './concurrency-limit.js';
import {
  CARD_LONG_SIDE,
  FULL_SIZE_LONG_SIDE,
  PREVIEW_SIZE,
  THUMBNAIL_LONG_SIDE,
  encodeAvif,
  encodeCard,
  encodeImage,
  encodePreview,
} from './image-encoder.js';
import { fetchPublicUrl } from './public-url-fetch.js';
import {
  IMAGE_STORAGE,
  IMAGE_URL_PREFIX,
  type ImageStorage,
  type DerivedCopy,
  derivedCopyOf,
  imageUrl,
  isFullSizeKey,
  previewKeyOf,
  thumbnailKeyOf,
} from './image-storage.js';
import { renderInitialsAvatar } from './placeholder-art.js';
import { UploadsRepository } from './uploads.repository.js';

const HOUR = 3_600;
/** One decode per core: more would only queue inside libvips while holding their memory. */
const SIMULTANEOUS_ENCODES = 2;
const DOWNLOAD_TIMEOUT_MS = 10_000;

const ENCODE_COPY: Record<DerivedCopy, (fullSize: Buffer) => Promise<Buffer>> = {
  card: encodeCard,
  preview: encodePreview,
  thumbnailAvif: (fullSize) => encodeAvif(fullSize, THUMBNAIL_LONG_SIDE),
  cardAvif: (fullSize) => encodeAvif(fullSize, CARD_LONG_SIDE),
  fullSizeAvif: (fullSize) => encodeAvif(fullSize, FULL_SIZE_LONG_SIDE),
};

export const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/**
 * The product's own image service: every picture, uploaded or copied, is re-encoded, stored by
 * content hash and recorded in `uploads`, so that the collector can remove the ones nothing uses.
 */
@Injectable()
export class ImagesService {
  private readonly encoding = new ConcurrencyLimit(SIMULTANEOUS_ENCODES);
  private readonly uploadsPerAddress: RateLimit;
  private readonly uploadsPerAccount: RateLimit;

  constructor(
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
    private readonly uploads: UploadsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    limits: RateLimits,
  ) {
    this.uploadsPerAddress = limits.create('upload-ip', config.RATE_LIMIT_UPLOADS_PER_HOUR, HOUR);
    this.uploadsPerAccount = limits.create(
      'upload-account',
      config.RATE_LIMIT_UPLOADS_PER_HOUR,
      HOUR,
    );
  }

  /**
   * Uploads are open before sign-in (registration sends the photo before the account exists), so
   * each counts against its address, and against its account when there is one: 429 past either.
   */
  async admitUpload(address: string, accountId: number | undefined): Promise<void> {
    const accountKey = accountId === undefined ? undefined : String(accountId);
    await this.uploadsPerAddress.check(address);
    if (accountKey) await this.uploadsPerAccount.check(accountKey);
    await this.uploadsPerAddress.hit(address);
    if (accountKey) await this.uploadsPerAccount.hit(accountKey);
  }

  async store(bytes: Buffer): Promise<UploadedImage> {
    const image = await this.encoding.run(() => encodeImage(bytes, this.config.IMAGE_MAX_PIXELS));
    const thumbnailKey = thumbnailKeyOf(image.key);
    // The row first: a collection running at this moment then finishes before the files are written.
    await this.uploads.record({
      key: image.key,
      width: image.width,
      height: image.height,
      bytes: image.fullSize.length + image.thumbnail.length,
    });
    await Promise.all([
      this.storage.put(image.key, image.fullSize),
      this.storage.put(thumbnailKey, image.thumbnail),
    ]);
    return {
      url: imageUrl(image.key),
      thumbUrl: imageUrl(thumbnailKey),
      width: image.width,
      height: image.height,
    };
  }

  /**
   * Copies a picture from another site (a sign-in provider's) through the same checks as an
   * upload; only https on public addresses, or the one `trustedOrigin` (see fetchPublicUrl).
   */
  async copyFromUrl(url: string, trustedOrigin?: string): Promise<UploadedImage> {
    const limit = this.config.IMAGE_MAX_BYTES;
    const bytes = await fetchPublicUrl(url, {
      maxBytes: limit,
      tooLarge: () =>
        new PayloadTooLargeException(`The picture is larger than ${megabytes(limit)}`),
      timeoutMs: DOWNLOAD_TIMEOUT_MS,
      trustedOrigin,
    });
    return this.store(bytes);
  }

  /** A generated picture for someone who has none: their initials on a colour of their own. */
  async storeInitialsAvatar(name: string): Promise<UploadedImage> {
    return this.store(await renderInitialsAvatar(name));
  }

  /**
   * The stored image. A card, link-preview or AVIF copy is made from the full-size image the first
   * time it is asked for, and kept: only pictures someone looks at or shares cost an encode, and
   * pictures uploaded before a copy existed get it too.
   */
  async open(key: string): Promise<{ stream: Readable; size: number } | null> {
    const stored = await this.storage.open(key);
    const derived = derivedCopyOf(key);
    if (stored || !derived) return stored;
    const fullSize = await this.storage.open(derived.fullSizeKey);
    if (!fullSize) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of fullSize.stream) chunks.push(chunk as Buffer);
    const copy = await this.encoding.run(() => ENCODE_COPY[derived.copy](Buffer.concat(chunks)));
    await this.storage.put(key, copy);
    return this.storage.open(key);
  }

  /** A listing's cover at the size link previews show, when it is one of this service's images. */
  previewOf(coverUrl: string): { url: string; width: number; height: number } {
    const key = coverUrl.startsWith(IMAGE_URL_PREFIX)
      ? coverUrl.slice(IMAGE_URL_PREFIX.length)
      : undefined;
    if (key && isFullSizeKey(key)) {
      return { url: imageUrl(previewKeyOf(key)), ...PREVIEW_SIZE };
    }
    return { url: coverUrl, ...PREVIEW_SIZE };
  }
}
