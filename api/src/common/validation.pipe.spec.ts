import { BadRequestException } from '@nestjs/common';
import { z } from 'zod';
import { InputValidationPipe } from './validation.pipe.js';

const schema = z
  .strictObject({ name: z.string({ error: 'name is required' }).optional() })
  .refine((input) => Object.keys(input).length > 0, 'send at least one field to change');

/** The messages of the 400 the pipe answers for `value`. */
async function messagesFor(value: unknown, metadata: { type: 'body' | 'query'; data?: string }) {
  try {
    await new InputValidationPipe().transform(value, { ...metadata, schema });
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return (error as BadRequestException).getResponse() as { message: string[] };
  }
  throw new Error('no 400');
}

describe('InputValidationPipe', () => {
  it('names the body or query where the whole of it is wrong, not one field', async () => {
    expect((await messagesFor([], { type: 'body' })).message).toEqual([
      'body: Invalid input: expected object, received array',
    ]);
    expect((await messagesFor({}, { type: 'body' })).message).toEqual([
      'body: send at least one field to change',
    ]);
    expect((await messagesFor({ colour: 'red' }, { type: 'query' })).message).toEqual([
      'query: Unrecognized key: "colour"',
      'query: send at least one field to change',
    ]);
  });

  it('keeps naming a wrong field by its own path', async () => {
    expect((await messagesFor({ name: 5 }, { type: 'body' })).message).toEqual([
      'name: name is required',
    ]);
  });

  it('leaves the messages of a parameter read by name as its schema wrote them', async () => {
    expect((await messagesFor(7, { type: 'query', data: 'filters' })).message).toEqual([
      'Invalid input: expected object, received number',
    ]);
  });

  it('passes valid input through, transformed', async () => {
    await expect(
      new InputValidationPipe().transform({ name: 'Rahim' }, { type: 'body', schema }),
    ).resolves.toEqual({ name: 'Rahim' });
  });
});
