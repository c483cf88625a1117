import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip';

/**
 * Brotli at quality 4: a fraction of a millisecond per page, where brotli's default quality of 11
 * takes a hundred times as long for a few per cent fewer bytes. A 256 KB window (not the default
 * 4 MB) holds any page whole; the default's buffers, allocated per response, served pages at a
 * fraction of gzip's rate.
 */
const BROTLI_PARAMS = {
  [constants.BROTLI_PARAM_QUALITY]: 4,
  [constants.BROTLI_PARAM_LGWIN]: 18,
};

/**
 * The encoding to send a generated response in: brotli, else gzip, when `Accept-Encoding` takes it
 * (`;q=0` refuses); none otherwise.
 */
export function negotiatedEncoding(request: FastifyRequest): ContentEncoding | undefined {
  const accepted = new Set<string>();
  for (const entry of String(request.headers['accept-encoding'] ?? '').split(',')) {
    const [name = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    const refused = parameters.some((parameter) => /^q=0(?:\.0*)?$/.test(parameter));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

function compress(body: string, encoding: ContentEncoding): Promise<Buffer> {
  if (encoding === 'gzip') return compressGzip(body);
  return compressBrotli(body, {
    params: { ...BROTLI_PARAMS, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) },
  });
}

/** The copies made from one list of sources, and those of longer lists beginning with it. */
interface CopyNode {
  copies?: Map<string, Promise<Buffer>>;
  next?: WeakMap<object, CopyNode>;
}

/**
 * Compressed copies of pages, kept as long as every object a page was made from is (the shell's
 * document, the page's answer and its render, each cached elsewhere): a popular page is
 * compressed once per encoding and origin, not once per visitor. Held weakly, so a copy goes
 * with the first of its sources to leave its cache.
 */
export class CompressedPages {
  private readonly root: CopyNode = {};

  copyOf(
    sources: readonly object[],
    variant: string,
    make: () => Promise<Buffer>,
  ): Promise<Buffer> {
    let node = this.root;
    for (const source of sources) {
      node.next ??= new WeakMap();
      let child = node.next.get(source);
      if (!child) node.next.set(source, (child = {}));
      node = child;
    }
    const copies = (node.copies ??= new Map<string, Promise<Buffer>>());
    let copy = copies.get(variant);
    if (!copy) {
      copy = make();
      copies.set(variant, copy);
      copy.catch(() => copies.delete(variant));
    }
    return copy;
  }
}

/**
 * Sends a generated text body compressed as the client allows, on libuv's thread pool rather
 * than the event loop; `keptIn` names a kept copy to use (`sources` and what else distinguishes
 * the body), in which case `body` is only built when there is no copy yet. A caller's own
 * headers (status, type, cache) are kept.
 */
export async function sendCompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  body: () => string,
  keptIn?: { pages: CompressedPages; sources: readonly object[]; variant: string },
): Promise<FastifyReply> {
  void reply.header('vary', 'accept-encoding');
  const encoding = negotiatedEncoding(request);
  if (!encoding) return reply.send(body());
  const compressed = keptIn
    ? await keptIn.pages.copyOf(keptIn.sources, `${encoding} ${keptIn.variant}`, () =>
        compress(body(), encoding),
      )
    : await compress(body(), encoding);
  return reply.header('content-encoding', encoding).send(compressed);
}

/** Sends a stream compressed as it is read, as the client allows. */
export function sendCompressedStream(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Readable,
): FastifyReply {
  void reply.header('vary', 'accept-encoding');
  const encoding = negotiatedEncoding(request);
  if (!encoding) return reply.send(body);
  const compressor =
    encoding === 'br' ? createBrotliCompress({ params: BROTLI_PARAMS }) : createGzip();
  return reply.header('content-encoding', encoding).send(body.pipe(compressor));
}
