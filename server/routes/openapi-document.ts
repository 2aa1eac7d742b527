/**
 * The OpenAPI 3.1 document of the console's own API (`GET /api/openapi.json`), made from the route table
 * and the zod schemas its handlers validate with (src/api/workspace/route-schemas.ts) by zod 4's JSON
 * Schema export, whose dialect (2020-12) is OpenAPI 3.1's. The vendor's endpoints that the server proxies
 * are the vendor's API, not ours: the description names them only.
 */
import { z } from '../../src/api/zod';
import type { JSONSchema } from 'zod/v4/core';
import { csrfHeaderName, csrfHeaderValue } from '../../src/api/csrf';
import { serverErrorCodes } from '../../src/api/error-codes';
import type { Role } from '../../src/api/roles';
import { serverErrorSchema } from '../../src/api/schemas';
import type { RouteDescription } from '../../src/api/workspace/route-description';
import { workspaceRouteSchemas } from '../../src/api/workspace/route-schemas';
import { sessionRouteSchemas } from '../../src/api/workspace/session-route-schemas';
import {
  sessionPath,
  workspacePrefix,
  workspaceRouteTable,
  type WorkspaceRouteName,
} from '../../src/api/workspace/routes';
import { sessionCookieName } from './session-cookie';
import { bodyReadDeadlineMs } from '../http-utils';

type Json = Record<string, unknown>;

/** Removes what zod writes that has no place inside an OpenAPI document (its dialect is the document's). */
function withoutDialect(schema: JSONSchema.BaseSchema): JSONSchema.BaseSchema {
  const inner = { ...schema };
  delete inner.$schema;
  return inner;
}

/**
 * A request as the handler reads it (`io: 'input'`: a field with a default is optional and shows it).
 * A request's every type must be representable, or a script could send what the schema does not say:
 * one that is not fails the build of the document (its test). Refinements (an unknown time zone, an id
 * with a slash) have no JSON Schema: the server answers them with a 400 that names the field.
 */
const requestSchema = (schema: z.ZodType) =>
  withoutDialect(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw', cycles: 'throw' }));

/**
 * An answer as the server writes it (`io: 'output'`). A transform's output has no schema zod could see
 * (a catalog variable's type that defaults to "text"): it is left open (`unrepresentable: 'any'`). An
 * answer may gain fields in a newer server, and the console's own client ignores those, so objects are
 * not closed (zod writes `additionalProperties: false` for an output).
 */
const answerSchema = (schema: z.ZodType) =>
  withoutDialect(
    z.toJSONSchema(schema, {
      io: 'output',
      unrepresentable: 'any',
      cycles: 'throw',
      override: ({ jsonSchema }) => {
        if (jsonSchema.additionalProperties === false) delete jsonSchema.additionalProperties;
      },
    }),
  );

const errorRef = { $ref: '#/components/schemas/Error' };
const jsonContent = (schema: Json) => ({ content: { 'application/json': { schema } } });
const refusal = (description: string): Json => ({ description, ...jsonContent(errorRef) });

/** The refusals any route can make, by the gate that makes them. */
const commonRefusals = {
  badRequest: refusal('Invalid input (`invalid-request`): the message names the field.'),
  unauthenticated: refusal(
    'No session or it has ended, or an API token that is unknown, revoked, expired or above its ' +
      "owner's role (`unauthenticated`).",
  ),
  csrfRejected: refusal(`No ${csrfHeaderName} header, or a cross-site call (\`csrf-rejected\`).`),
  forbidden: refusal(
    `No ${csrfHeaderName} header or a cross-site call on a write (\`csrf-rejected\`), or a role below the ` +
      "route's `x-minimum-role` (`forbidden`).",
  ),
  tooLarge: refusal('The body is too large (`payload-too-large`).'),
  tooSlow: refusal(`The body did not arrive within ${bodyReadDeadlineMs / 1000} s (\`request-timeout\`).`),
  unavailable: refusal('The server is busy or its database is not ready; see `Retry-After`.'),
};
const responseRef = (name: keyof typeof commonRefusals) => ({ $ref: `#/components/responses/${name}` });

function parameters(route: RouteDescription): Json[] {
  const path = Object.entries(route.params ?? {}).map(([name, param]) => ({
    name,
    in: 'path',
    required: true,
    description: param.description,
    schema: param.schema === undefined ? { type: 'string' } : requestSchema(param.schema),
  }));
  const query = route.query === undefined ? {} : requestSchema(route.query);
  const required = new Set(query.required ?? []);
  const fields = Object.entries(query.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema,
  }));
  return [...path, ...fields];
}

function successes(route: RouteDescription): Json {
  const { success } = route;
  if ('noContent' in success) return { 204: { description: 'Done: no body.' } };
  if ('events' in success) {
    const events = Object.fromEntries(
      Object.entries(success.events).map(([name, schema]) => [name, answerSchema(schema)]),
    );
    const content = { 'text/event-stream': { schema: { type: 'string' }, 'x-events': events } };
    return { 200: { description: 'The stream; each event’s data as `x-events` says.', content } };
  }
  const words = { 200: 'The answer.', 201: 'Created.' } as const;
  return Object.fromEntries(
    ([200, 201] as const).flatMap((status) => {
      const schema = success.json[status];
      return schema === undefined
        ? []
        : [[status, { description: words[status], ...jsonContent(answerSchema(schema)) }]];
    }),
  );
}

function operation(name: string, method: string, route: RouteDescription, tag: string, role?: Role): Json {
  const write = method !== 'GET';
  const params = parameters(route);
  const responses: Json = { ...successes(route) };
  const checked = Object.values(route.params ?? {}).some((param) => param.schema !== undefined);
  if (route.body !== undefined || route.query !== undefined || checked) {
    responses[400] = responseRef('badRequest');
  }
  if (route.withoutSession !== true) responses[401] = responseRef('unauthenticated');
  if (role !== undefined && role !== 'viewer') responses[403] = responseRef('forbidden');
  else if (write) responses[403] = responseRef('csrfRejected');
  if (route.body !== undefined) {
    responses[408] = responseRef('tooSlow');
    responses[413] = responseRef('tooLarge');
  }
  responses[503] = responseRef('unavailable');
  for (const [status, said] of Object.entries(route.refusals ?? {})) {
    responses[status] =
      typeof said === 'string'
        ? refusal(said)
        : { description: said.description, ...jsonContent(answerSchema(said.schema)) };
  }
  responses.default = refusal('Any other refusal or failure, with its code.');
  const all = [...(write ? [{ $ref: '#/components/parameters/RequestedBy' }] : []), ...params];
  return {
    operationId: name,
    tags: [tag],
    summary: route.summary,
    ...(route.description === undefined ? {} : { description: route.description }),
    ...(route.withoutSession === true ? { security: [] } : {}),
    ...(route.sessionOnly === true ? { security: [{ session: [] }] } : {}),
    ...(all.length === 0 ? {} : { parameters: all }),
    ...(route.body === undefined
      ? {}
      : { requestBody: { required: true, ...jsonContent(requestSchema(route.body)) } }),
    responses,
  };
}

/** `/schedules/:id` as OpenAPI writes it: `/schedules/{id}`. */
export const openApiPathOf = (path: string) => path.replace(/:(\w+)/g, '{$1}');

export function openApiDocument(): Json {
  const paths: Record<string, Json> = {};
  const add = (path: string, method: string, op: Json) => {
    paths[path] = { ...paths[path], [method.toLowerCase()]: op };
  };
  for (const name of Object.keys(workspaceRouteTable) as WorkspaceRouteName[]) {
    const { method, path, role } = workspaceRouteTable[name];
    const tag = path.split('/')[1] ?? name;
    add(`${workspacePrefix}${openApiPathOf(path)}`, method, {
      ...operation(name, method, workspaceRouteSchemas[name], tag, role),
      'x-minimum-role': role,
    });
  }
  for (const [name, route] of Object.entries(sessionRouteSchemas)) {
    const path = 'path' in route ? route.path : sessionPath;
    add(path, route.method, operation(name, route.method, route, 'session'));
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Robot Console',
      version: '1',
      description:
        "The console's own API: the team workspace under `/api` and the session at `/session`. Every " +
        "call but the session's needs the session cookie or a personal API token (`Authorization: " +
        `Bearer rcpat_…\`, made on the API tokens page; its role is the token's). With the cookie, every ` +
        `write needs \`${csrfHeaderName}: ${csrfHeaderValue}\`; with a token, none does. Refusals are ` +
        '`{ "error": <code>, "message" }`. The vendor\'s endpoints that the server forwards ' +
        "(`/orchestrator/...`, `/reporting/api/...`) are the vendor's API and are not described here; " +
        "called with a token, the orchestrator's run as the server's runner account.",
    },
    // The paths are the console's own, on whatever origin serves this document.
    servers: [{ url: '/' }],
    security: [{ session: [] }, { bearer: [] }],
    paths,
    components: {
      schemas: { Error: answerSchema(serverErrorSchema.extend({ error: z.enum(serverErrorCodes) })) },
      parameters: {
        RequestedBy: {
          name: csrfHeaderName,
          in: 'header',
          // Required with the session cookie only: OpenAPI cannot say so, the description does.
          required: false,
          description:
            'Required on every write made with the session cookie (the CSRF check); not with a token.',
          schema: { type: 'string', const: csrfHeaderValue },
        },
      },
      responses: commonRefusals,
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: sessionCookieName(true),
          description: `Set by \`POST ${sessionPath}\`; \`${sessionCookieName(false)}\` over plain http.`,
        },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A personal API token, made by a signed-in person on their API tokens page (`POST /api/tokens`) ' +
            'with a role no higher than theirs and an expiry; refused once revoked or expired, or while its ' +
            "owner's role is below it.",
        },
      },
    },
  };
}
