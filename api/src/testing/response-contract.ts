import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { OpenAPIObject } from '@nestjs/swagger';
import { Ajv, type ValidateFunction } from 'ajv';
import type { LightMyRequestResponse } from 'fastify';
import { apiDocumentOf } from '../openapi/api-document.js';

interface DocumentedOperation {
  method: string;
  template: string;
  pattern: RegExp;
  statuses: Set<string>;
}

/** `~` and `/` escaped, as a JSON pointer names a path of the document. */
const pointerPart = (text: string) => text.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * The document with OpenAPI 3.0's `nullable` said as JSON Schema says it (`anyOf` null), so a
 * nullable reference (`type`, `nullable` and `allOf`) accepts null as the document means it to.
 */
function withNullAsJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withNullAsJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const { nullable, ...rest } = node as Record<string, unknown>;
  const converted = Object.fromEntries(
    Object.entries(rest).map(([key, value]) => [key, withNullAsJsonSchema(value)]),
  );
  return nullable === true ? { anyOf: [converted, { type: 'null' }] } : converted;
}

/**
 * The OpenAPI document as a judge of answers: every response an API suite receives from an
 * `/api/` route the document lists must be one the operation documents, by status, and a JSON
 * body must fit that answer's schema. The document cannot drift from what the code does.
 */
export class ResponseContract {
  private readonly ajv = new Ajv({ strict: false, allErrors: true });
  private readonly operations: DocumentedOperation[];
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenAPIObject) {
    this.ajv.addFormat('date-time', (value: string) => !Number.isNaN(Date.parse(value)));
    this.ajv.addSchema(withNullAsJsonSchema(document) as object, 'api');
    this.operations = Object.entries(document.paths)
      .flatMap(([template, item]) =>
        Object.entries(item)
          .filter(([, operation]) => typeof operation === 'object' && 'responses' in operation)
          .map(([method, operation]) => ({
            method: method.toUpperCase(),
            template,
            pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
            statuses: new Set(Object.keys((operation as { responses: object }).responses)),
          })),
      )
      // A fixed segment wins over a parameter, as in the router (`/favourites/ids`).
      .sort((a, b) => a.template.split('{').length - b.template.split('{').length);
  }

  /** Why this response breaks the document, or undefined when it keeps it or is not the API's. */
  problemWith(response: LightMyRequestResponse): string | undefined {
    const { method = 'GET', url = '/' } = response.raw.req;
    const path = url.split('?')[0]!;
    const operation = this.operations.find(
      (candidate) => candidate.method === method && candidate.pattern.test(path),
    );
    if (!operation) return undefined;
    const status = String(response.statusCode);
    const call = `${method} ${operation.template} answered ${status}`;
    if (!operation.statuses.has(status)) {
      return `${call}, which the OpenAPI document does not list: ${response.body.slice(0, 300)}`;
    }
    const answer = this.document.paths[operation.template]![method.toLowerCase() as 'get']!
      .responses[status] as { content?: Record<string, unknown> };
    const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
    if (!answer.content) {
      return response.body ? `${call} with a body the document does not describe` : undefined;
    }
    if (!isJson || !answer.content['application/json']) return undefined;
    const validate = this.validatorFor(operation, method, status);
    if (validate(response.json())) return undefined;
    const errors = validate.errors!.map((error) => `${error.instancePath || '/'} ${error.message}`);
    return `${call} with a body that breaks its schema: ${errors.slice(0, 5).join('; ')}`;
  }

  private validatorFor(operation: DocumentedOperation, method: string, status: string) {
    const pointer = [
      'paths',
      operation.template,
      method.toLowerCase(),
      'responses',
      status,
      'content',
      'application/json',
      'schema',
    ]
      .map(pointerPart)
      .join('/');
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `api#/${pointer}` });
      this.validators.set(pointer, validate);
    }
    return validate;
  }
}

/**
 * One judge per distinct document: the apps of a suite (each database, a second instance) serve
 * the same one, and its schemas are compiled once rather than once per app.
 */
const contracts = new Map<string, ResponseContract>();

function contractOf(app: NestFastifyApplication): ResponseContract {
  const document = apiDocumentOf(app);
  const text = JSON.stringify(document);
  let contract = contracts.get(text);
  if (!contract) {
    contract = new ResponseContract(document);
    contracts.set(text, contract);
  }
  return contract;
}

/**
 * The app, with every `inject` checked against its OpenAPI document: a response the document does
 * not describe fails the test that received it. Hooked into Fastify's `inject`, which the Nest
 * app's, TestClient's and every suite's requests go through.
 */
export function checkedAgainstContract(app: NestFastifyApplication): NestFastifyApplication {
  const fastify = app.getHttpAdapter().getInstance();
  let contract: ResponseContract | undefined;
  const inject = fastify.inject.bind(fastify) as (
    options: unknown,
  ) => Promise<LightMyRequestResponse>;
  const checked = async (options: unknown) => {
    const response = await inject(options);
    contract ??= contractOf(app);
    const problem = contract.problemWith(response);
    if (problem) throw new Error(`Response outside the API contract: ${problem}`);
    return response;
  };
  Object.assign(fastify, { inject: checked });
  return app;
}
