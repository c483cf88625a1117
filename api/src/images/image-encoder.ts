import { UnprocessableEntityException, UnsupportedMediaTypeException } from '@nestjs/common';
import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import {
  ACCEPTED_FORMAT_NAMES,
  type AcceptedImageFormat,
  detectImageFormat,
} from './image-format.js';

/** Every upload is unique, so libvips' operation cache would only hold memory. */
sharp.cache(false);

export const FULL_SIZE_LONG_SIDE = 1600;
/** What link previews (OpenGraph, Twitter's large card) show: 1.91:1, the size they ask for. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;
export const THUMBNAIL_LONG_SIDE = 400;
/**
 * The copy product cards take on phones and in wide grids (a card 330–580 device pixels wide):
 * about a third of the full size's bytes, made from it the first time it is asked for.
 */
export const CARD_LONG_SIDE = 800;
/**
 * WebP encoding is most of an upload's cost. Measured on a 12-megapixel photo: effort 2 takes
 * about 40% less time than the default 4 for files 2-3% larger.
 */
const WEBP_EFFORT = 2;

export interface EncodedImage {
  /** Content hash of the full-size WebP: the same picture uploaded twice is stored once. */
  key: string;
  fullSize: Buffer;
  thumbnail: Buffer;
  width: number;
  height: number;
}

const notAnImage = () =>
  new UnsupportedMediaTypeException(`The file is not a ${ACCEPTED_FORMAT_NAMES} image`);

const unreadable = () =>
  new UnprocessableEntityException('The image is damaged or incomplete and could not be read');

/** sharp's own reading of the header must agree with the bytes we sniffed (HEIC is not AVIF). */
const headerAgrees = (format: AcceptedImageFormat, metadata: Metadata) =>
  format === 'avif'
    ? metadata.format === 'heif' && metadata.compression === 'av1'
    : metadata.format === format;

/**
 * Re-encodes an upload as WebP: rotated as the camera meant, at most FULL_SIZE_LONG_SIDE pixels
 * on its long side, with a THUMBNAIL_LONG_SIDE thumbnail, and no metadata at all (sharp writes
 * none unless asked, so a phone's GPS position never reaches the public).
 *
 * The pixel count is read from the header before anything is decoded: a 14000x14000 PNG of a
 * few hundred kilobytes would need 600 MB once decoded. `limitInputPixels` repeats the bound
 * inside libvips in case a decoder disagrees with the header.
 */
export async function encodeImage(bytes: Buffer, maxPixels: number): Promise<EncodedImage> {
  const format = detectImageFormat(bytes);
  if (!format) throw notAnImage();

  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw unreadable();
  }
  if (!headerAgrees(format, metadata)) throw notAnImage();
  if (metadata.width * metadata.height > maxPixels) {
    throw new UnprocessableEntityException(
      `The image is ${metadata.width}x${metadata.height} pixels; at most ${maxPixels / 1_000_000} megapixels are accepted`,
    );
  }

  try {
    const fullSize = await sharp(bytes, { limitInputPixels: maxPixels })
      .autoOrient()
      .resize(FULL_SIZE_LONG_SIDE, FULL_SIZE_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82, effort: WEBP_EFFORT })
      .toBuffer({ resolveWithObject: true });
    // From the small re-encoded copy rather than the upload: a second full decode costs more.
    const thumbnail = await sharp(fullSize.data)
      .resize(THUMBNAIL_LONG_SIDE, THUMBNAIL_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80, effort: WEBP_EFFORT })
      .toBuffer();
    return {
      key: `${createHash('sha256').update(fullSize.data).digest('hex')}.webp`,
      fullSize: fullSize.data,
      thumbnail,
      width: fullSize.info.width,
      height: fullSize.info.height,
    };
  } catch {
    throw unreadable();
  }
}

/** A card copy of a stored full-size image: at most CARD_LONG_SIDE on its long side. */
export async function encodeCard(fullSize: Buffer): Promise<Buffer> {
  return sharp(fullSize)
    .resize(CARD_LONG_SIDE, CARD_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80, effort: WEBP_EFFORT })
    .toBuffer();
}

/**
 * An AVIF copy of a stored full-size image, at most `longSide` on its long side, for the browsers
 * that read AVIF (the page offers it first, WebP after): about a third of the WebP's bytes. Effort
 * 2, since a higher effort takes many times as long for a few per cent fewer bytes (figures:
 * docs/architecture.md, bench/results/web-history.md).
 */
export async function encodeAvif(fullSize: Buffer, longSide: number): Promise<Buffer> {
  return sharp(fullSize)
    .resize(longSide, longSide, { fit: 'inside', withoutEnlargement: true })
    .avif({ quality: 50, effort: 2 })
    .toBuffer();
}

/**
 * A link-preview copy of a stored full-size image: PREVIEW_SIZE, cropped to fill around the
 * picture's most interesting part, as JPEG, which every chat and social preview reads.
 */
export async function encodePreview(fullSize: Buffer): Promise<Buffer> {
  return sharp(fullSize)
    .resize(PREVIEW_SIZE.width, PREVIEW_SIZE.height, {
      fit: 'cover',
      position: sharp.strategy.attention,
    })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer();
}
