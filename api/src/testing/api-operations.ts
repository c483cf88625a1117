import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { PathItemObject } from '@nestjs/swagger';
import { apiDocumentOf } from '../openapi/api-document.js';

/** A JSON Schema, as the OpenAPI document describes a parameter or a body. */
export type JsonSchema = {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
};

/** One call of the API, with every input it declares. */
export interface ApiOperation {
  method: string;
  /** As Fastify routes it: `/api/orders/:id/accept`. */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  /** The body's schema and whether it is JSON or a multipart upload, or none. */
  body: { encoding: 'json' | 'multipart'; schema: JsonSchema } | undefined;
}

/**
 * Every operation of the OpenAPI document the app builds from its controllers, so a new route is
 * listed (and fuzzed) without being named anywhere else.
 */
export function apiOperations(app: NestFastifyApplication): ApiOperation[] {
  const document = apiDocumentOf(app);
  const operations: ApiOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    const entries = Object.entries(methods) as Array<
      [string, PathItemObject[keyof PathItemObject]]
    >;
    for (const [method, operation] of entries) {
      if (typeof operation !== 'object' || !operation || !('responses' in operation)) continue;
      const parameters = (operation.parameters ?? []) as Array<{
        name: string;
        in: string;
        schema?: JsonSchema;
      }>;
      const content = (
        operation.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined
      )?.content;
      operations.push({
        method: method.toUpperCase(),
        path: path.replace(/\{(\w+)\}/g, ':$1'),
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(
          parameters.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
        ),
        body: content?.['multipart/form-data']
          ? { encoding: 'multipart', schema: content['multipart/form-data'].schema }
          : content?.['application/json'] && {
              encoding: 'json',
              schema: content['application/json'].schema,
            },
      });
    }
  }
  return operations;
}

/**
 * Every method and path Fastify serves, read from its route tree (Fastify lists routes no other
 * way once they are registered). `HEAD` twins of `GET` are left out.
 */
export function servedRoutes(app: NestFastifyApplication): Array<{ method: string; path: string }> {
  const tree = app.getHttpAdapter().getInstance().printRoutes({ commonPrefix: false });
  const routes: Array<{ method: string; path: string }> = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    prefixes.length = depth;
    const path = prefixes.join('') + match[2]!;
    prefixes.push(match[2]!);
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD') routes.push({ method, path });
    }
  }
  return routes;
}
