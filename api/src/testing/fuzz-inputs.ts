import fc from 'fast-check';
import type { JsonSchema } from './api-operations.js';

/**
 * Generated input for the fuzz suite: text a person or a script could send, from what a form
 * would send to what only an attacker would.
 */

/** Text that has broken parsers, SQL, full-text queries, number parsing and encodings before. */
const trickyText = [
  '',
  ' ',
  '-',
  '!',
  '.',
  '&',
  ':',
  '|',
  '*',
  "'",
  '"',
  '\\',
  '\\\\\\\\',
  '%',
  '_',
  '%_%',
  '<->',
  '!!',
  '()',
  "'; drop table products; --",
  '\u0000',
  'a\u0000b',
  '\u202e\u200f\u200e', // RTL override and marks
  '\ufeff',
  '\ud800', // lone surrogates
  '\udc00x',
  '🙂',
  '\u{10ffff}',
  'é'.normalize('NFD'),
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  '0',
  '-0',
  '-1',
  '00',
  '0x10',
  '1e309',
  '1e-400',
  '9'.repeat(40),
  '-9'.repeat(20),
  '2147483648',
  '9223372036854775808',
  '18446744073709551616',
  '1.5',
  '1,5',
  ' 7 ',
  '١٢٣', // Arabic-Indic digits
  '１２３', // full-width digits
  '__proto__',
  'constructor',
  'toString',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '2026-02-30T25:61:00Z',
  '0000-00-00',
  'x'.repeat(10_000),
];

/** Numbers past every edge: negative, fractional, unsafe, overflowing 32 and 64 bits. */
const trickyNumbers = [
  0,
  -0,
  -1,
  0.5,
  -0.5,
  1e-12,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53,
  2 ** 53 + 2,
  2 ** 63,
  2 ** 64,
  -(2 ** 63),
  1e308,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
];

/** Any text at all, lone surrogates, control characters and very long runs included. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...trickyText) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  // Punctuation and symbols alone: no word for a parser or a full-text query to hold on to.
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.constantFrom(...'-!.&:|*\'"\\%_<>()[]{}~^$#@/?,;+=` '),
      minLength: 1,
      maxLength: 8,
    }),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...trickyText), fc.integer({ min: 1, max: 3_000 }))
      .map(([text, times]) => text.repeat(times).slice(0, 50_000)),
  },
  { weight: 1, arbitrary: fc.oneof(fc.constantFrom(...trickyNumbers), fc.double()).map(String) },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...trickyNumbers),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Any JSON value: text, numbers, booleans, null, arrays and objects (prototype keys included). */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileLeaf },
  { weight: 1, arbitrary: fc.array(hostileLeaf, { maxLength: 4 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.oneof(hostileText, fc.constant('__proto__')), hostileLeaf, {
      maxKeys: 3,
    }),
  },
  { weight: 1, arbitrary: fc.array(fc.array(hostileLeaf, { maxLength: 2 }), { maxLength: 2 }) },
);

/** Nesting deeper than any recursive walk of a parsed body survives. */
const DEEP = 50_000;

/** Request bodies that are not the JSON they claim to be, or JSON no form would send. */
export const malformedBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '{"a":',
    '[1,',
    '{"a":1}x',
    'nul',
    '\u0000',
    '"\\ud800"',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '{"a":1,"a":2}',
    `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`,
    `{"name":${'['.repeat(DEEP)}${']'.repeat(DEEP)}}`,
    `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`,
  ),
  hostileText,
);

/** Content types a JSON route may be sent instead of its own. */
export const oddContentType: fc.Arbitrary<string> = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json-patch+json',
  'application/xml',
  'application/*',
  ';;;',
  'application/json, text/plain',
);

/** A query value: text, or the same key repeated (which Fastify reads as an array). */
export const hostileQueryValue: fc.Arbitrary<string | string[]> = fc.oneof(
  { weight: 5, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.array(hostileText, { minLength: 2, maxLength: 3 }) },
);

const isFreeText = (schema: JsonSchema) =>
  schema.type === 'string' && !schema.enum && !schema.pattern && !schema.format;

/** Valid-looking input for a schema, so the other fields of a call get past validation. */
export function fromSchema(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) {
    // Any text at all mostly fails a field that also takes numbers or fixed words (a price is a
    // number or its text): the other branches fit.
    const constrained = schema.anyOf.filter((branch) => !isFreeText(branch));
    return fc.oneof(...(constrained.length ? constrained : schema.anyOf).map(fromSchema));
  }
  switch (schema.type) {
    case 'string':
      if (schema.format === 'date-time') {
        return fc
          .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
          .map((date) => date.toISOString());
      }
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.min(schema.maxLength ?? 30, 30),
      });
    case 'integer':
    case 'number':
      return fc.integer({
        min: Math.ceil(schema.minimum ?? -1_000),
        max: Math.min(Math.floor(schema.maximum ?? 1_000_000), 1_000_000),
      });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? fromSchema(schema.items) : hostileJson, {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object':
      return fc.record(
        Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([name, property]) => [
            name,
            fromSchema(property),
          ]),
        ),
      );
    default:
      return hostileJson;
  }
}

/**
 * Percent-encodes text for a URL, lone surrogates included: they go as the bytes a careless
 * encoder would send (CESU-8), which are not UTF-8, where `encodeURIComponent` would throw.
 */
export function encodeUrlText(text: string): string {
  let encoded = '';
  for (const character of text) {
    const code = character.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      encoded += encodeURIComponent(character);
    }
  }
  return encoded;
}

/** A query string of these parameters; an array repeats its key. */
export function queryString(query: Record<string, string | string[]>): string {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (item) => `${encodeUrlText(key)}=${encodeUrlText(item)}`,
    ),
  );
  return pairs.length ? `?${pairs.join('&')}` : '';
}

/** One part of a multipart body, as a browser, a script or an attacker might send it. */
export interface MultipartPart {
  name: string;
  filename: string | undefined;
  contentType: string | undefined;
  content: Uint8Array;
}

/** A multipart/form-data body of these parts, whole or cut short. */
export function multipartPayload(
  parts: MultipartPart[],
  cutShort: boolean,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----fuzz-boundary-7d1a';
  const quoted = (text: string) => text.replace(/["\r\n]/g, '_');
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(part.name)}"` +
        (part.filename === undefined ? '' : `; filename="${quoted(part.filename)}"`) +
        '\r\n' +
        (part.contentType === undefined ? '' : `Content-Type: ${quoted(part.contentType)}\r\n`) +
        '\r\n',
    ),
    Buffer.from(part.content),
    Buffer.from('\r\n'),
  ]);
  const whole = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
  return {
    payload: cutShort ? whole.subarray(0, Math.floor(whole.length / 2)) : whole,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Parts of an upload: the expected `image` field or another, real pictures or any bytes. */
export const multipartParts = (pictures: Uint8Array[]): fc.Arbitrary<MultipartPart[]> =>
  fc.array(
    fc.record({
      name: fc.oneof(
        { weight: 3, arbitrary: fc.constant('image') },
        { weight: 1, arbitrary: hostileText },
      ),
      filename: fc.option(fc.oneof(fc.constantFrom('photo.jpg', 'a.png', ''), hostileText), {
        nil: undefined,
      }),
      contentType: fc.option(
        fc.oneof(
          fc.constantFrom(
            'image/jpeg',
            'image/png',
            'image/webp',
            'text/plain',
            'application/json',
          ),
          hostileText,
        ),
        { nil: undefined },
      ),
      content: fc.oneof(
        fc.constantFrom(...pictures),
        fc
          .constantFrom(...pictures)
          .chain((picture) =>
            fc.nat({ max: picture.length }).map((length) => picture.subarray(0, length)),
          ),
        fc.uint8Array({ maxLength: 2_000 }),
      ),
    }),
    { minLength: 0, maxLength: 3 },
  );
