/**
 * `GET /api/openapi.json` as a tool reads it: without a session, an OpenAPI 3.1 document in shape with
 * every route of the table at its method, and schemas that say what the handlers check (the same zod
 * objects): what a handler refuses, the document refuses too.
 */
import { describe, expect, it } from 'vitest';
import { z } from '../../src/api/zod';
import { roles } from '../../src/api/roles';
import { noRunDaysSchema } from '../../src/api/workspace/handler-schemas';
import { workspaceRouteSchemas, type WorkspaceRouteSchemaMap } from '../../src/api/workspace/route-schemas';
import { sessionRouteSchemas } from '../../src/api/workspace/session-route-schemas';
import { scheduleInputSchema } from '../../src/api/workspace/schedules';
import {
  sessionPath,
  signOutEverywherePath,
  workspacePrefix,
  workspaceRouteTable,
  type WorkspaceRouteName,
} from '../../src/api/workspace/routes';
import { testStoreKind } from '../testing/test-databases';
import { csrf, setup, signIn } from '../testing/test-helpers';
import { openApiDocument, openApiPathOf } from './openapi-document';

type Json = { readonly [key: string]: unknown };
const record = z.record(z.string(), z.unknown());

/** OpenAPI 3.1's required structure, as far as this document uses it (other fields kept as they are). */
const parameterSchema = z.union([
  z.looseObject({ $ref: z.string().startsWith('#/components/parameters/') }),
  z.looseObject({
    name: z.string().min(1),
    in: z.enum(['path', 'query', 'header', 'cookie']),
    required: z.boolean(),
    schema: record,
  }),
]);
const operationSchema = z.looseObject({
  operationId: z.string().min(1),
  summary: z.string().min(1),
  parameters: z.array(parameterSchema).optional(),
  'x-minimum-role': z.enum(roles).optional(),
  requestBody: z
    .object({ required: z.boolean(), content: z.record(z.string(), z.looseObject({ schema: record })) })
    .optional(),
  responses: z.record(
    z.string().regex(/^([1-5]\d\d|default)$/),
    z.union([z.looseObject({ $ref: z.string() }), z.looseObject({ description: z.string().min(1) })]),
  ),
});
const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;
const documentSchema = z.looseObject({
  openapi: z.string().regex(/^3\.1\.\d+$/),
  info: z.looseObject({ title: z.string().min(1), version: z.string().min(1) }),
  paths: z.record(
    z.string().startsWith('/'),
    z.looseObject(Object.fromEntries(methods.map((method) => [method, operationSchema.optional()]))),
  ),
  components: record,
});

/** The JSON Pointer's target in the document, or undefined. */
function resolve(document: Json, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((at, key) => (record.safeParse(at).data ?? {})[key.replace(/~1/g, '/')], document);
}

/** Every `$ref` of the document. */
function refs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refs);
  const object = record.safeParse(value).data;
  if (object === undefined) return [];
  return Object.entries(object).flatMap(([key, inner]) =>
    key === '$ref' && typeof inner === 'string' ? [inner] : refs(inner),
  );
}

/**
 * Whether a JSON Schema refuses a value by the keywords that describe one field (type, enum, bounds,
 * lengths, pattern, `anyOf`): no JSON Schema validator is a dependency, and these are all the fields
 * below need.
 */
function refuses(schema: Json, value: unknown): boolean {
  const anyOf = z.array(record).safeParse(schema.anyOf).data;
  if (anyOf !== undefined) return anyOf.every((branch) => refuses(branch, value));
  const kind = value === null ? 'null' : Number.isInteger(value) ? 'integer' : typeof value;
  const types = [schema.type].flat();
  const typed = types.includes(kind) || (kind === 'integer' && types.includes('number'));
  if (schema.type !== undefined && !typed) return true;
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) return true;
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) return true;
    if (typeof schema.maximum === 'number' && value > schema.maximum) return true;
  }
  if (typeof value === 'string') {
    if (typeof schema.minLength === 'number' && value.length < schema.minLength) return true;
    if (typeof schema.maxLength === 'number' && value.length > schema.maxLength) return true;
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) return true;
  }
  return false;
}

const document = openApiDocument();
const shaped = documentSchema.parse(document);
const operationOf = (path: string, method: string) => {
  const operation = record.parse(shaped.paths[path])[method.toLowerCase()];
  return operationSchema.parse(operation);
};
const bodyOf = (path: string, method: string) => {
  const body = operationOf(path, method).requestBody?.content['application/json']?.schema;
  return z.object({ properties: z.record(z.string(), record), required: z.array(z.string()) }).parse(body);
};

const body = {
  name: 'Invoices at seven',
  runtimeId: 'RUNTIME-01',
  robotId: 'invoice-bot',
  cron: '0 7 * * 1-5',
  timeZone: 'America/Sao_Paulo',
};

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 in shape, and every $ref in it points at something', () => {
    expect(shaped.openapi).toMatch(/^3\.1\./);
    const all = refs(document);
    expect(all.length).toBeGreaterThan(0);
    for (const ref of all) {
      expect(ref, ref).toMatch(/^#\/components\//);
      expect(resolve(document, ref), ref).toBeDefined();
    }
    expect(JSON.stringify(document)).not.toContain('"$schema"');
  });

  it.each(Object.keys(workspaceRouteTable) as WorkspaceRouteName[])(
    'has %s at its method, its path segments declared as {name}',
    (name) => {
      const { method, path } = workspaceRouteTable[name];
      const at = `${workspacePrefix}${openApiPathOf(path)}`;
      const operation = operationOf(at, method);
      expect(operation.operationId).toBe(name);
      const declared = (operation.parameters ?? []).flatMap((p) => ('in' in p && p.in === 'path' ? [p] : []));
      const inPath = [...at.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect(declared.map((p) => p.name)).toEqual(inPath);
      expect(declared.every((p) => p.required)).toBe(true);
      expect(at).not.toContain(':');
      // A write says it needs the CSRF header; every route but the session's needs the session.
      const headers = (operation.parameters ?? []).filter((p) => '$ref' in p);
      expect(headers.length).toBe(method === 'GET' ? 0 : 1);
      expect(operation.responses[401]).toBeDefined();
      // Who may call it: the table's least role, and a refusal for anyone below.
      expect(operation['x-minimum-role']).toBe(workspaceRouteTable[name].role);
      if (workspaceRouteTable[name].role !== 'viewer')
        expect(operation.responses[403]).toEqual({ $ref: '#/components/responses/forbidden' });
    },
  );

  it('has the session routes, reachable without a session but signing out everywhere (the cookie’s)', () => {
    for (const route of Object.values(sessionRouteSchemas)) {
      const operation = record.parse(operationOf('path' in route ? route.path : sessionPath, route.method));
      expect(operation.security).toEqual('sessionOnly' in route ? [{ session: [] }] : []);
    }
    expect(operationOf(signOutEverywherePath, 'DELETE').operationId).toBe('signOutEverywhere');
    expect(resolve(document, '#/components/securitySchemes/session')).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
    });
    expect(resolve(document, '#/components/securitySchemes/bearer')).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    expect(document.security).toEqual([{ session: [] }, { bearer: [] }]);
    expect(resolve(document, '#/components/parameters/RequestedBy')).toMatchObject({
      name: 'X-Requested-By',
      in: 'header',
      schema: { const: 'robot-console' },
    });
  });

  it("shows POST /api/schedules's body: what is required, apiVersion's values and default", () => {
    const schedule = bodyOf('/api/schedules', 'POST');
    expect(new Set(schedule.required)).toEqual(new Set(['name', 'runtimeId', 'robotId', 'cron', 'timeZone']));
    expect(schedule.properties.apiVersion).toMatchObject({ enum: ['v1', 'v2'], default: 'v2' });
    expect(schedule.properties.catchUpMinutes).toMatchObject({ default: 15, maximum: 1440 });
    // A patch needs only the version it was made from.
    expect(bodyOf('/api/schedules/{id}', 'PATCH').required).toEqual(['version']);
  });

  it.each([
    ['apiVersion', 'v3'],
    ['catchUpMinutes', 1441],
    ['catchUpMinutes', 2.5],
    ['holidays', 'Brazil'],
    ['startsOn', '1/2/2031'],
    ['name', ''],
    ['overlap', 'sometimes'],
    ['paused', 'yes'],
  ])('refuses %s = %j, as the handler does', (field, value) => {
    expect(scheduleInputSchema.safeParse({ ...body, [field]: value }).success).toBe(false);
    const property = bodyOf('/api/schedules', 'POST').properties[field];
    expect(property).toBeDefined();
    expect(refuses(property ?? {}, value)).toBe(true);
  });

  it.each([
    ['apiVersion', 'v1'],
    ['catchUpMinutes', 1440],
    ['holidays', 'BR-SP'],
    ['holidays', null],
    ['startsOn', '2031-01-02'],
  ])('accepts %s = %j, as the handler does', (field, value) => {
    expect(scheduleInputSchema.safeParse({ ...body, [field]: value }).success).toBe(true);
    expect(refuses(bodyOf('/api/schedules', 'POST').properties[field] ?? {}, value)).toBe(false);
  });

  it("says a query's fields as parameters, with the handler's bounds", () => {
    const limit = (operationOf('/api/executions', 'GET').parameters ?? []).find(
      (p) => 'name' in p && p.name === 'limit',
    );
    expect(limit).toMatchObject({ in: 'query', required: false, schema: { maximum: 200, default: 50 } });
  });

  it('needs an entry for every route of the table (a type check)', () => {
    type Map = typeof workspaceRouteSchemas;
    const withoutMoveIn: Omit<Map, 'moveIn'> = workspaceRouteSchemas;
    // @ts-expect-error a route of the table left out
    const missing: WorkspaceRouteSchemaMap = withoutMoveIn;
    const scheduleWithoutParams: Omit<Map, 'schedule'> & { schedule: Omit<Map['schedule'], 'params'> } =
      workspaceRouteSchemas;
    // @ts-expect-error a route whose `:id` is not described
    const undescribed: WorkspaceRouteSchemaMap = scheduleWithoutParams;
    expect([missing, undescribed]).toHaveLength(2);
  });
});

describe(`GET /api/openapi.json (${testStoreKind})`, () => {
  it('is served without a session, as JSON, never cached; the other routes still need one', async () => {
    const { app } = await setup();
    const answer = await app.request('/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(answer.headers.get('Cache-Control')).toBe('no-store');
    expect(await answer.json()).toEqual(document);
    expect((await app.request('/api/schedules')).status).toBe(401);
    expect((await app.request('/api/openapi.json', { method: 'POST', headers: csrf })).status).toBe(405);
  });

  it("describes the answers as the server writes them: a schedule's and the no-run days'", async () => {
    const { app } = await setup();
    const cookie = await signIn(app);
    const call = (method: string, path: string, json?: unknown) =>
      app.request(path, {
        method,
        headers: { ...csrf, Cookie: cookie, 'Content-Type': 'application/json' },
        ...(json === undefined ? {} : { body: JSON.stringify(json) }),
      });
    const created = record.parse(await (await call('POST', '/api/schedules', body)).json());
    const response = z.object({
      content: z.object({
        'application/json': z.object({
          schema: z.looseObject({ properties: record, required: z.array(z.string()) }),
        }),
      }),
    });
    const answer = response.parse(operationOf('/api/schedules', 'POST').responses[201]).content[
      'application/json'
    ].schema;
    expect(answer.additionalProperties).toBeUndefined();
    // Each field the document requires is there, and each field there is one the document names.
    expect(Object.keys(created).sort()).toEqual(Object.keys(answer.properties).sort());
    for (const field of answer.required) expect(created).toHaveProperty(field);

    expect((await call('PUT', '/api/no-run-days/2031-12-24', { note: 'Christmas Eve' })).status).toBe(204);
    const days: unknown = await (await call('GET', '/api/no-run-days')).json();
    expect(noRunDaysSchema.parse(days)).toEqual(days);
  });
});
