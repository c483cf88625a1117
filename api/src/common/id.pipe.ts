import { NotFoundException, type PipeTransform } from '@nestjs/common';

const MAX_ID = Number.MAX_SAFE_INTEGER;

/** Ids travel as strings; a malformed one names nothing, so it is a 404, never a 400 or 500. */
export function parseId(value: unknown, what = 'Record'): number {
  if (typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value)) {
    const id = Number(value);
    if (id <= MAX_ID) return id;
  }
  throw new NotFoundException(`${what} not found`);
}

export class IdPipe implements PipeTransform<unknown, number> {
  constructor(private readonly what = 'Record') {}

  transform(value: unknown): number {
    return parseId(value, this.what);
  }
}
