import { BadRequestException } from '@nestjs/common';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Opaque keyset cursors: the last row's sort key and the list's total, bound to the query they
 * page through and signed, so a client can neither edit one nor replay it under other filters.
 * The key is CURSOR_SECRET, or else the deployment's shared secret kept in the database, so a
 * cursor issued by one API process is good on every other.
 */
export class CursorCodec {
  constructor(private readonly key: Buffer) {}

  /** A short fingerprint of the normalised query a cursor belongs to. */
  static fingerprint(query: unknown): string {
    return createHash('sha256').update(JSON.stringify(query)).digest('base64url').slice(0, 16);
  }

  encode(query: string, after: Array<string | number>, total: number): string {
    const payload = Buffer.from(JSON.stringify({ q: query, a: after, n: total })).toString(
      'base64url',
    );
    return `${payload}.${this.sign(payload)}`;
  }

  /** The cursor's sort key and total; a 400 naming `cursor` when it is forged or foreign. */
  decode(cursor: string, query: string): { after: Array<string | number>; total: number } {
    const [payload, signature, extra] = cursor.split('.');
    const expected = payload ? this.sign(payload) : '';
    if (
      !payload ||
      !signature ||
      extra !== undefined ||
      signature.length !== expected.length ||
      !timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
    ) {
      throw new BadRequestException(['cursor: is not valid (it was changed or is not ours)']);
    }
    const decoded = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      q: string;
      a: Array<string | number>;
      n: number;
    };
    if (decoded.q !== query) {
      throw new BadRequestException([
        'cursor: belongs to another search; start from the first page',
      ]);
    }
    return { after: decoded.a, total: decoded.n };
  }

  private sign(payload: string): string {
    return createHmac('sha256', this.key).update(payload).digest('base64url');
  }
}
