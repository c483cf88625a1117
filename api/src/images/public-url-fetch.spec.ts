import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RefusedUrlError, fetchPublicUrl, isPublicAddress } from './public-url-fetch.js';

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '142.250.74.110', '2a00:1450:4001:81d::200e', '::ffff:8.8.8.8'])(
    'accepts the public address %s',
    (address) => expect(isPublicAddress(address)).toBe(true),
  );

  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    'not an address',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));
});

describe('fetchPublicUrl', () => {
  let server: Server;
  let origin: string;
  const requests: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push(request.url!);
      if (request.url === '/to-metadata') {
        response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
      } else if (request.url === '/to-loopback') {
        response.writeHead(302, { location: `${origin}/picture` }).end();
      } else if (request.url === '/big') {
        response.end(Buffer.alloc(2048));
      } else response.end('picture bytes');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => (requests.length = 0));

  const options = (trustedOrigin?: string) => ({
    maxBytes: 1024,
    tooLarge: () => new Error('too large'),
    timeoutMs: 5_000,
    trustedOrigin,
  });

  it('never reaches a loopback or private address, by name or by number', async () => {
    await expect(fetchPublicUrl(`${origin}/picture`, options())).rejects.toThrow(RefusedUrlError);
    const httpsOnLoopback = origin.replace('http://127.0.0.1', 'https://localhost');
    await expect(fetchPublicUrl(`${httpsOnLoopback}/picture`, options())).rejects.toThrow(
      RefusedUrlError,
    );
    await expect(fetchPublicUrl('https://[::1]/picture', options())).rejects.toThrow(
      RefusedUrlError,
    );
    await expect(
      fetchPublicUrl('https://169.254.169.254/latest/meta-data/', options()),
    ).rejects.toThrow(RefusedUrlError);
    expect(requests).toEqual([]);
  });

  it('fetches from the trusted origin, but checks where its redirects lead', async () => {
    expect((await fetchPublicUrl(`${origin}/picture`, options(origin))).toString()).toBe(
      'picture bytes',
    );
    await expect(fetchPublicUrl(`${origin}/to-metadata`, options(origin))).rejects.toThrow(
      RefusedUrlError,
    );
    expect((await fetchPublicUrl(`${origin}/to-loopback`, options(origin))).toString()).toBe(
      'picture bytes',
    );
  });

  it('stops reading past the size limit', async () => {
    await expect(fetchPublicUrl(`${origin}/big`, options(origin))).rejects.toThrow('too large');
  });
});
