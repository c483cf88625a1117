import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import { apiErrorSchema } from '@marketplace/contracts';
import { z } from 'zod';
import { ACCESS_EXTENSION, type AccessRule } from '../access/access.decorator.js';
import { SESSION_COOKIE } from '../access/sessions.service.js';
import { ERROR_MEANINGS } from './answers.js';

type Operation = NonNullable<OpenAPIObject['paths'][string]['get']>;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const WRITES = new Set(['post', 'put', 'patch', 'delete']);
/** The security scheme of the session cookie, as `security` names it. */
const SESSION_SCHEME = 'session';

/**
 * The OpenAPI document of the API, built from its controllers: each route's inputs from the zod
 * schemas it validates with, its answers from its `@Answer` lines and its access rule, and the
 * answers every route of its kind shares (see `addSharedAnswers`). `/api/docs-json` serves it,
 * the API suites check every response against it and `npm test` lints it.
 */
function buildApiDocument(app: NestFastifyApplication): OpenAPIObject {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Marketplace API')
      .setDescription(
        'Second-hand goods marketplace: every call of SPEC.md section 7, under /api. Errors ' +
          'answer `{ statusCode, error, message, code? }`; lists send their total in `X-Total-Count` ' +
          'and the next page in `Link`.',
      )
      .setVersion('1.0')
      .addServer('/', 'This server')
      .addCookieAuth(
        SESSION_COOKIE,
        { type: 'apiKey', in: 'cookie', description: 'The session, set by sign-in' },
        SESSION_SCHEME,
      )
      .build(),
  );
  mergePathsThatDifferOnlyInParameterNames(document);
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (operation) addSharedAnswers(operation, method, path);
    }
  }
  // Referenced by every error answer, whether or not a route declared one of its own.
  const { definitions } = z.toJSONSchema(apiErrorSchema, { target: 'openapi-3.0' }) as unknown as {
    definitions: Record<string, object>;
  };
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...definitions },
  };
  typeNullableReferences(document);
  return document;
}

const documents = new WeakMap<NestFastifyApplication, OpenAPIObject>();

/**
 * `app`'s document, built once per app: createApp serves it, and the suites' contract check
 * judges the app's answers by the same one.
 */
export function apiDocumentOf(app: NestFastifyApplication): OpenAPIObject {
  let document = documents.get(app);
  if (!document) {
    document = buildApiDocument(app);
    documents.set(app, document);
  }
  return document;
}

/**
 * zod writes a nullable record (`lastMessage: chatMessageSchema.nullable()`) as `nullable` beside
 * an `allOf` of its reference; OpenAPI 3.0 reads `nullable` only beside a `type`, so it gets one.
 */
function typeNullableReferences(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  const schema = node as { nullable?: boolean; type?: string; allOf?: unknown[] };
  if (schema.nullable && !schema.type && schema.allOf) schema.type = 'object';
  for (const child of Object.values(node)) typeNullableReferences(child);
}

/**
 * The answers a route has by what it is, so its own `@Answer` lines say only what is particular
 * to it: 400 for any (a NUL character is refused in any query), the session and its 401 (403 for
 * a role) unless public, 404 and 414 for a path parameter, 403, 413 and 415 for a write (a
 * cross-site write is refused; any body is limited and must be JSON or a declared upload), 500
 * and 503 for any.
 */
function addSharedAnswers(operation: Operation, method: string, path: string): void {
  const extensions = operation as unknown as Record<string, unknown>;
  const rule = (extensions[ACCESS_EXTENSION] ?? 'signed-in') as AccessRule['kind'];
  delete extensions[ACCESS_EXTENSION];
  const statuses = new Set<number>([400, 500, 503]);
  if (rule === 'anyone') {
    operation.security = [];
  } else {
    operation.security = [{ [SESSION_SCHEME]: [] }];
    statuses.add(401);
    if (rule !== 'signed-in') statuses.add(403);
  }
  if (path.includes('{')) {
    statuses.add(404);
    statuses.add(414);
  }
  if (WRITES.has(method)) {
    statuses.add(403);
    statuses.add(413);
    statuses.add(415);
  }
  const errorShape = { $ref: '#/components/schemas/ApiError' };
  for (const status of statuses) {
    operation.responses[status] ??= {
      description: ERROR_MEANINGS[status]!,
      content: { 'application/json': { schema: errorShape } },
    };
  }
  // An error answer a library declared (Terminus' 503 health report) may also come from the
  // exception filter, in the error shape.
  for (const [status, response] of Object.entries(operation.responses)) {
    const json = (response as { content?: Record<string, { schema: object }> }).content?.[
      'application/json'
    ];
    if (Number(status) >= 400 && json && !('$ref' in json.schema)) {
      json.schema = { oneOf: [json.schema, errorShape] };
    }
  }
}

/**
 * SPEC.md gives two calls one path with differently named parameters (`GET /user/{email}`,
 * `PUT /user/{id}`), which OpenAPI reads as one path declared twice. The paths stay as written;
 * in the document they become one template, named as its first declaration names it.
 */
function mergePathsThatDifferOnlyInParameterNames(document: OpenAPIObject): void {
  const byShape = new Map<string, string>();
  for (const path of Object.keys(document.paths)) {
    const shape = path.replace(/\{[^}]+\}/g, '{}');
    const first = byShape.get(shape);
    if (!first) {
      byShape.set(shape, path);
      continue;
    }
    const names = [...first.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
    const renamed = new Map(
      [...path.matchAll(/\{([^}]+)\}/g)].map((match, index) => [match[1]!, names[index]!]),
    );
    const item = document.paths[path]!;
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      for (const parameter of (operation.parameters ?? []) as Array<{ in: string; name: string }>) {
        if (parameter.in === 'path') parameter.name = renamed.get(parameter.name) ?? parameter.name;
      }
      document.paths[first]![method] = operation;
    }
    delete document.paths[path];
  }
}
