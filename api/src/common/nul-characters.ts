import type { FastifyReply, FastifyRequest } from 'fastify';

/** JSON-shaped containers only: a multipart file, a Buffer or a stream is not text to check. */
const isPlainData = (value: unknown): value is Record<string, unknown> =>
  Array.isArray(value) ||
  (typeof value === 'object' &&
    value !== null &&
    [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null));

/**
 * The path of a string holding U+0000 in a parsed body, query or params, or undefined; `whole`
 * where it has none (the value itself, or a parameter with an empty name).
 * PostgreSQL text cannot store that character and fails the whole query, so such input must be
 * refused before it reaches one. Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function findNulCharacter(value: unknown, whole = 'value'): string | undefined {
  const pending: Array<{ value: unknown; path: string | undefined }> = [{ value, path: undefined }];
  // Parsed JSON has no cycles, but a multipart body's field objects point back at the body.
  const visited = new Set<object>();
  while (pending.length) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return path ?? whole;
    } else if (isPlainData(current) && !visited.has(current)) {
      visited.add(current);
      for (const [key, child] of Object.entries(current)) {
        pending.push({ value: child, path: path === undefined ? key || whole : `${path}.${key}` });
      }
    }
  }
  return undefined;
}

/** A Fastify `preValidation` hook: 400 naming the field, as for any other invalid input. */
export async function refuseNulCharacters(request: FastifyRequest, reply: FastifyReply) {
  // Fastify builds params and query on prototypes of its own; copies make them plain to walk. A
  // catch-all route's parameter (`*`, an address no other route claims) is the path itself.
  const { '*': path, ...params } = request.params as Record<string, unknown>;
  const field =
    findNulCharacter(path === undefined ? params : { ...params, path }, 'params') ??
    findNulCharacter({ ...(request.query as object) }, 'query') ??
    findNulCharacter(request.body, 'body');
  if (field !== undefined) {
    return reply.code(400).send({
      statusCode: 400,
      error: 'Bad Request',
      message: [`${field}: must not contain the NUL character`],
    });
  }
}
