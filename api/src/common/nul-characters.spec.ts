import { findNulCharacter } from './nul-characters.js';

describe('findNulCharacter', () => {
  it('names a field holding U+0000, however deep', () => {
    expect(findNulCharacter({ productName: 'chair', location: 'Dha\u0000ka' })).toBe('location');
    expect(findNulCharacter({ a: [{ b: 'fine' }, { c: 'bad\u0000' }] })).toBe('a.1.c');
    expect(findNulCharacter('\u0000')).toBe('value');
  });

  it('names the part it was given where the field has no name', () => {
    expect(findNulCharacter({ '': 'a\u0000b' }, 'query')).toBe('query');
    expect(findNulCharacter('\u0000', 'body')).toBe('body');
    expect(findNulCharacter({ '': ['fine', 'a\u0000b'] }, 'query')).toBe('query.1');
  });

  it('passes clean input, numbers and nulls', () => {
    expect(
      findNulCharacter({ name: 'Rahim', price: 10, image: null, tags: ['a', 'b'] }),
    ).toBeUndefined();
    expect(findNulCharacter(undefined)).toBeUndefined();
  });

  it('leaves files and other non-JSON objects alone', () => {
    const file = { buffer: Buffer.from('\u0000binary'), self: undefined as unknown };
    file.self = file;
    expect(
      findNulCharacter({ image: Object.assign(Object.create({ kind: 'file' }), file) }),
    ).toBeUndefined();
  });

  it('visits an object met twice only once, so a cycle ends', () => {
    const body: Record<string, unknown> = { name: 'fine' };
    body.fields = body;
    expect(findNulCharacter(body)).toBeUndefined();
    body.note = 'no\u0000';
    expect(findNulCharacter(body)).toBe('note');
  });

  it('walks a very deep body without overflowing the stack', () => {
    let deep: unknown = 'bottom\u0000';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(findNulCharacter(deep)).toMatch(/^0(\.0)+$/);
  });
});
