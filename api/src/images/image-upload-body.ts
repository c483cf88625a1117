import {
  BadRequestException,
  HttpException,
  PayloadTooLargeException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config.js';
import { megabytes } from './images.service.js';

export const IMAGE_FIELD = 'image';

const sendAsMultipart = `Send the picture as multipart/form-data in a field named ${IMAGE_FIELD}`;

/**
 * The multipart parser serves only image uploads, so its limits are theirs: one file of at most
 * IMAGE_MAX_BYTES (the parser stops reading past it, nothing is buffered beyond), and room for
 * the few small text fields a form may add.
 */
export const imageUploadMultipartOptions = (config: AppConfig): FastifyMultipartOptions => ({
  throwFileSizeLimit: true,
  limits: {
    fileSize: config.IMAGE_MAX_BYTES,
    files: 1,
    fields: 8,
    fieldSize: 1024,
    parts: 9,
    headerPairs: 20,
  },
});

const isClientError = (error: unknown) => {
  const status = (error as { statusCode?: unknown })?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

/** The bytes of the `image` field, at most `maxBytes` of them; 413 past that, 400 or 415 for a wrong body. */
export async function readImageField(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw new UnsupportedMediaTypeException(sendAsMultipart);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== IMAGE_FIELD) throw new BadRequestException(sendAsMultipart);
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpException) throw error;
    if ((error as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new PayloadTooLargeException(`The image is larger than ${megabytes(maxBytes)}`);
    }
    if (isClientError(error)) throw error;
    // busboy's own complaints (a missing boundary, a body cut short) carry no status.
    throw new BadRequestException(`The multipart body could not be read: ${sendAsMultipart}`);
  }
}
