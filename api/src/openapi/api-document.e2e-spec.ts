import type { OpenAPIObject } from '@nestjs/swagger';
import type { LightMyRequestResponse } from 'fastify';
import { ResponseContract } from '../testing/response-contract.js';
import { DATABASE_TARGETS, type TestContext, createTestContext } from '../testing/test-app.js';

type Operation = {
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
  responses: Record<string, { description: string; content?: Record<string, { schema: object }> }>;
};

const operationsOf = (document: OpenAPIObject) =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>).map(([method, operation]) => ({
      call: `${method.toUpperCase()} ${path}`,
      operation,
    })),
  );

/** A response as `inject` gives it, for the contract to judge without a route that misbehaves. */
const answer = (method: string, url: string, statusCode: number, body: unknown) =>
  ({
    raw: { req: { method, url } },
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
    json: () => body,
  }) as unknown as LightMyRequestResponse;

describe.each(DATABASE_TARGETS)('the OpenAPI document on %s', (_, databaseUrl) => {
  let ctx: TestContext;
  let document: OpenAPIObject;
  beforeAll(async () => {
    ctx = await createTestContext(databaseUrl, {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example',
    });
    const response = await ctx.client().get('/api/docs-json');
    expect(response.statusCode).toBe(200);
    document = response.json();
  });
  afterAll(() => ctx.close());

  it('is published read-only at /api/docs-json in production, without the UI', async () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/producs/{id}']?.get).toBeDefined();
    expect((await ctx.client().get('/api/docs')).statusCode).toBe(404);
    expect((await ctx.client().post('/api/docs-json', {})).statusCode).toBe(404);
  });

  it('gives every operation a summary, a tag, a described 2xx or 3xx answer and errors in one shape', () => {
    for (const { call, operation } of operationsOf(document)) {
      expect({ call, summary: Boolean(operation.summary) }).toEqual({ call, summary: true });
      expect({ call, tags: operation.tags?.length }).toEqual({ call, tags: 1 });
      const statuses = Object.keys(operation.responses).map(Number);
      const successes = statuses.filter((status) => status < 400);
      expect({ call, successes: successes.length > 0 }).toEqual({ call, successes: true });
      for (const status of successes) {
        // Nest's default for a route that declared nothing has no description.
        expect({
          call,
          status,
          described: operation.responses[status]!.description !== '',
        }).toEqual({ call, status, described: true });
      }
      for (const status of statuses.filter((status) => status >= 400)) {
        const { schema } = operation.responses[status]!.content!['application/json']!;
        const errorShape = { $ref: '#/components/schemas/ApiError' };
        // Terminus' 503 health report, or the error shape.
        const shapes = 'oneOf' in schema ? (schema.oneOf as object[]) : [schema];
        expect({ call, status, errorShape: shapes.at(-1) }).toEqual({ call, status, errorShape });
      }
    }
  });

  it('asks for the session cookie on every operation but the public ones, which answer no 401', () => {
    const byCall = new Map(operationsOf(document).map(({ call, operation }) => [call, operation]));
    expect(byCall.get('GET /api/favourites')!.security).toEqual([{ session: [] }]);
    expect(Object.keys(byCall.get('GET /api/favourites')!.responses)).toContain('401');
    // Anyone may ask who is signed in; an ended session's cookie is its own 401.
    expect(byCall.get('GET /api/auth/me')!.security).toEqual([]);
    expect(Object.keys(byCall.get('GET /api/auth/me')!.responses)).toEqual(
      expect.arrayContaining(['200', '204', '401']),
    );
    expect(byCall.get('GET /api/advrtized')!.security).toEqual([]);
    expect(Object.keys(byCall.get('GET /api/advrtized')!.responses)).not.toContain('401');
    expect(Object.keys(byCall.get('GET /api/audit-log')!.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403']),
    );
    expect(document.components?.securitySchemes?.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'sid',
    });
  });

  it("keeps SPEC.md's `GET /user/:email` and `PUT /user/:id` as one path, and `discount` optional", () => {
    const user = document.paths['/api/user/{email}']!;
    expect(user.get && user.put).toBeDefined();
    expect(document.paths['/api/user/{id}']).toBeUndefined();
    expect(user.put!.parameters).toContainEqual(
      expect.objectContaining({ name: 'email', in: 'path', required: true }),
    );
    const discount = (document.paths['/api/products']!.get!
      .parameters as Operation['parameters'])!.find((parameter) => parameter.name === 'discount');
    expect(discount?.required).toBe(false);
  });

  it('judges answers by it: an unlisted status or a body off its schema is refused', () => {
    const contract = new ResponseContract(document);
    const detail = `/api/producs/7`;
    expect(contract.problemWith(answer('GET', detail, 418, {}))).toMatch(
      'GET /api/producs/{id} answered 418, which the OpenAPI document does not list',
    );
    expect(contract.problemWith(answer('GET', detail, 200, { _id: '7' }))).toMatch(
      "with a body that breaks its schema: / must have required property 'sellerId'",
    );
    const notFound = { statusCode: 404, error: 'Not Found', message: 'Product not found' };
    expect(contract.problemWith(answer('GET', detail, 404, notFound))).toBeUndefined();
    expect(
      contract.problemWith(answer('GET', detail, 404, { ...notFound, code: 'product-taken' })),
    ).toBeUndefined();
    expect(contract.problemWith(answer('GET', detail, 404, { message: 'gone' }))).toMatch(
      'breaks its schema',
    );
    // Addresses the document does not list (the web app's pages) are not the API's to judge.
    expect(contract.problemWith(answer('GET', '/dashbord', 200, {}))).toBeUndefined();
  });
});

describe('the OpenAPI UI', () => {
  it('is served in production with API_DOCS=true', async () => {
    const ctx = await createTestContext(undefined, {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example',
      API_DOCS: 'true',
    });
    try {
      const ui = await ctx.client().get('/api/docs');
      expect(ui.statusCode).toBe(200);
      expect(ui.headers['content-type']).toContain('text/html');
    } finally {
      await ctx.close();
    }
  }, 120_000);
});
