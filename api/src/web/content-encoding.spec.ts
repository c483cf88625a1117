import type { FastifyRequest } from 'fastify';
import { negotiatedEncoding } from './content-encoding.js';

const asking = (acceptEncoding?: string) =>
  ({
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  }) as FastifyRequest;

describe('negotiatedEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP;q=0.5, identity', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0, gzip;q=0', undefined],
    ['*', 'gzip'],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('Accept-Encoding %p: %p', (header, expected) => {
    expect(negotiatedEncoding(asking(header))).toBe(expected);
  });
});
