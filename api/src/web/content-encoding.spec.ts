import type { FastifyRequest } from 'fastify';
import { CompressedPages, negotiatedEncoding } from './content-encoding.js';

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

describe('CompressedPages', () => {
  const document = {};
  const answer = {};

  it('compresses a page once per variant while its sources are the same objects', async () => {
    const pages = new CompressedPages();
    const render = {};
    let made = 0;
    const make = async () => Buffer.from(`copy ${++made}`);

    const first = await pages.copyOf([document, answer, render], 'br http://a', make);
    expect(await pages.copyOf([document, answer, render], 'br http://a', make)).toBe(first);
    expect(made).toBe(1);
    // Another encoding or origin, another answer or render: another copy.
    await pages.copyOf([document, answer, render], 'gzip http://a', make);
    await pages.copyOf([document, {}, render], 'br http://a', make);
    await pages.copyOf([document, answer, {}], 'br http://a', make);
    expect(made).toBe(4);
  });

  it('keeps the page the browser renders apart from the rendered one of the same answer', async () => {
    const pages = new CompressedPages();
    const render = {};
    const browserRendered = await pages.copyOf([document, answer], 'br', async () =>
      Buffer.from('head only'),
    );
    const serverRendered = await pages.copyOf([document, answer, render], 'br', async () =>
      Buffer.from('head and content'),
    );
    expect(browserRendered.toString()).toBe('head only');
    expect(serverRendered.toString()).toBe('head and content');
    expect(
      (await pages.copyOf([document, answer], 'br', async () => Buffer.from('x'))).toString(),
    ).toBe('head only');
  });

  it('keeps no failed compression: the next request tries again', async () => {
    const pages = new CompressedPages();
    const render = {};
    await expect(
      pages.copyOf([document, answer, render], 'br', () => Promise.reject(new Error('no memory'))),
    ).rejects.toThrow('no memory');
    await new Promise((resolve) => setImmediate(resolve));
    const copy = await pages.copyOf([document, answer, render], 'br', async () =>
      Buffer.from('fine'),
    );
    expect(copy.toString()).toBe('fine');
  });
});
