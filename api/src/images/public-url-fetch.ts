import { type LookupAddress, lookup as dnsLookup } from 'node:dns';
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses a fetch on a user's behalf must never reach: this machine, private networks, link-local
 * (cloud metadata at 169.254.169.254), shared and reserved ranges, multicast.
 */
const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, 'ipv6');
}

/** True for an address on the public internet; IPv4-mapped IPv6 is judged as its IPv4. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]!);
  const family = isIP(address);
  if (family === 0) return false;
  return !NON_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class RefusedUrlError extends Error {}

/**
 * Resolves like `dns.lookup` but fails when any answer is not public. The socket connects to the
 * answer checked here, so a name that resolves differently a moment later (DNS rebinding) changes
 * nothing.
 */
const publicOnlyLookup: RequestOptions['lookup'] = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const refused = addresses.find((answer) => !isPublicAddress(answer.address));
    if (refused || addresses.length === 0) {
      return callback(new RefusedUrlError(`${hostname} is not a public address`), '', 0);
    }
    if ((options as { all?: boolean }).all)
      return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

export interface PublicFetchOptions {
  maxBytes: number;
  /** The error for a body past `maxBytes`. */
  tooLarge: () => Error;
  timeoutMs: number;
  /** One origin trusted as configured by the operator (the OpenID provider's own), checked as is. */
  trustedOrigin?: string | undefined;
  maxRedirects?: number;
}

/**
 * GETs a URL on a user's behalf (server-side request forgery is the risk): https only, to public
 * addresses only, each redirect checked the same way, the body capped at `maxBytes`. The one
 * `trustedOrigin` may be plain http on this machine (a local test provider).
 */
export async function fetchPublicUrl(url: string, options: PublicFetchOptions): Promise<Buffer> {
  let address = new URL(url);
  for (let redirects = 0; ; redirects += 1) {
    const response = await get(address, options);
    const location = response.headers.location;
    if (
      response.statusCode &&
      response.statusCode >= 300 &&
      response.statusCode < 400 &&
      location
    ) {
      response.resume();
      if (redirects >= (options.maxRedirects ?? 3)) throw new RefusedUrlError('Too many redirects');
      address = new URL(location, address);
      continue;
    }
    if (response.statusCode !== 200) {
      response.resume();
      throw new Error(`The address answered ${response.statusCode}`);
    }
    return readCapped(response, options);
  }
}

function get(address: URL, options: PublicFetchOptions): Promise<IncomingMessage> {
  const trusted = options.trustedOrigin !== undefined && address.origin === options.trustedOrigin;
  if (!trusted) {
    if (address.protocol !== 'https:') {
      return Promise.reject(new RefusedUrlError(`Refusing to fetch over ${address.protocol}`));
    }
    const literal = address.hostname.replace(/^\[|\]$/g, '');
    if (isIP(literal) && !isPublicAddress(literal)) {
      return Promise.reject(new RefusedUrlError(`${literal} is not a public address`));
    }
  }
  const send = address.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(address, {
      method: 'GET',
      timeout: options.timeoutMs,
      ...(trusted ? {} : { lookup: publicOnlyLookup }),
    });
    request.on('response', resolve);
    request.on('timeout', () => request.destroy(new Error('The address did not answer in time')));
    request.on('error', reject);
    request.end();
  });
}

async function readCapped(
  response: IncomingMessage,
  { maxBytes, tooLarge }: PublicFetchOptions,
): Promise<Buffer> {
  if (Number(response.headers['content-length']) > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > maxBytes) {
      response.destroy();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
