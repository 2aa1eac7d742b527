/**
 * The simulator on the wire: one fetch-style handler that answers both upstream services the way the
 * spec describes them. msw (unit tests, browser mock mode) and the e2e fake upstream server all call
 * this function, so there is one implementation of the upstream's HTTP behaviour.
 */
import type { z } from '@/api/zod';
import { describeIssue } from '@/api/http';
import { lookupEndpoint, type EndpointMatch, type EndpointName, type Upstream } from '@/api/endpoints';
import {
  jobPositionSchema,
  loginRequestSchema,
  rpaRecordSchema,
  runVariablesSchema,
  supplierRequestSchema,
  volumetryRecordSchema,
  type RunVariable,
} from '@/api/schemas';
import { decodeBase64 } from './jwt';
import { defaultSlowDelayMs, waitUnlessAborted } from './scenarios';
import type { Simulator } from './simulator';

export type UpstreamHandler = (request: Request) => Promise<Response>;

interface UpstreamHandlerOptions {
  /** Serve only this upstream's endpoints; both when absent (one server standing in for both). */
  readonly upstream?: Upstream;
}

/** The spec's error body (2.7). The service only shows it for 401; the simulator uses it for every error. */
function specErrorResponse(status: number, error: string, message: string, path: string, now: number) {
  return Response.json({ timestamp: now, status, error, message, path }, { status });
}

const text = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } });

const acknowledgement = (message: string) =>
  Response.json({ code: 201, status: 'CREATED', message }, { status: 201 });

interface Call {
  readonly sim: Simulator;
  readonly match: EndpointMatch;
  readonly path: string;
  /** The body parsed as JSON; `undefined` when empty, `invalid` when it is not JSON. */
  readonly json: unknown;
  readonly malformed: boolean;
  readonly fail: (status: number, error: string, message: string) => Response;
}

const invalidJson = Symbol('invalid JSON');

function parseBody<T>(
  call: Call,
  schema: z.ZodType<T>,
): { ok: true; value: T } | { ok: false; response: Response } {
  if (call.json === invalidJson)
    return { ok: false, response: call.fail(400, 'Bad Request', 'The body is not JSON.') };
  const parsed = schema.safeParse(call.json);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, response: call.fail(400, 'Bad Request', describeIssue(parsed.error)) };
}

function param(call: Call, name: string): string {
  return call.match.params[name] ?? '';
}

function login(call: Call, version: 1 | 2): Response {
  const body = parseBody(call, loginRequestSchema);
  if (!body.ok) return body.response;
  const password = decodeBase64(body.value.password);
  const issued = password === undefined ? undefined : call.sim.login(body.value.username, password);
  if (issued === undefined) return call.fail(401, 'Unauthorized', 'Unauthorized');
  if (version === 1) return text(call.malformed ? '' : `Bearer ${issued.token}`);
  if (call.malformed) return Response.json({ token_type: 'bearer', expires_in: issued.expiresIn });
  return Response.json({ access_token: issued.token, token_type: 'bearer', expires_in: issued.expiresIn });
}

function run(call: Call, version: 'v1' | 'v1-defaults' | 'v2'): Response {
  let variables: RunVariable[] | null = null;
  // v1 POST always carries variables; v2 without a body means the robot's defaults; v1 GET has none.
  if (version === 'v1' || (version === 'v2' && call.json !== undefined)) {
    const body = parseBody(call, runVariablesSchema);
    if (!body.ok) return body.response;
    variables = body.value.variables;
  }
  const id = call.sim.startExecution(param(call, 'computerId'), param(call, 'robotId'), variables);
  if (version === 'v2') return Response.json(call.malformed ? { executionId: id } : { id });
  // A trailing newline, as text endpoints often send: callers must trim it.
  return text(call.malformed ? '' : `${id}\n`);
}

function result(call: Call): Response {
  const view = call.sim.executionResult(param(call, 'computerId'), param(call, 'executionId'));
  if (view === undefined) return call.fail(404, 'Not Found', 'No execution with this id on this Runtime.');
  return Response.json(call.malformed ? { ...view, progress: 'half' } : view);
}

function remove(call: Call): Response {
  const outcome = call.sim.deleteExecution(param(call, 'computerId'), param(call, 'executionId'));
  if (outcome === 'not-found')
    return call.fail(404, 'Not Found', 'No execution with this id on this Runtime.');
  if (outcome === 'not-queued') {
    return call.fail(
      409,
      'Conflict',
      'Only a queued execution can be deleted; this one has already started.',
    );
  }
  return new Response(call.malformed ? 'deleted?' : null, { status: 200 });
}

function report<T>(call: Call, schema: z.ZodType<T>, store: (value: T) => string): Response {
  const body = parseBody(call, schema);
  if (!body.ok) return body.response;
  const message = store(body.value);
  return call.malformed
    ? Response.json({ code: '201', status: 'CREATED' }, { status: 201 })
    : acknowledgement(message);
}

function supplier(call: Call): Response {
  const body = parseBody(call, supplierRequestSchema);
  if (!body.ok) return body.response;
  const existed = call.sim.suppliers.some(
    (entry) => entry.name.toLowerCase() === body.value.name.trim().toLowerCase(),
  );
  const answer = call.sim.upsertSupplier(body.value);
  return Response.json(call.malformed ? { ...answer, idSupplier: String(answer.idSupplier) } : answer, {
    status: existed ? 200 : 201,
  });
}

const routes: Record<EndpointName, (call: Call) => Response> = {
  loginV1: (call) => login(call, 1),
  loginV2: (call) => login(call, 2),
  runV1: (call) => run(call, 'v1'),
  runV1Defaults: (call) => run(call, 'v1-defaults'),
  runV2: (call) => run(call, 'v2'),
  executionResult: result,
  deleteExecution: remove,
  rpaRecord: (call) =>
    report(call, rpaRecordSchema, (record) => {
      call.sim.recordRpa(record);
      return 'RPA execution record created.';
    }),
  volumetryRecord: (call) =>
    report(call, volumetryRecordSchema, (record) => {
      call.sim.recordVolumetry(record);
      return 'Volumetry record created.';
    }),
  supplier,
  jobPosition: (call) =>
    report(call, jobPositionSchema, (position) => `Job position ${call.sim.upsertJobPosition(position)}.`),
};

function parseJson(raw: string): unknown {
  if (raw === '') return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return invalidJson;
  }
}

function bearerToken(header: string | null): string | undefined {
  const found = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return found?.[1];
}

export function createUpstreamHandler(sim: Simulator, options: UpstreamHandlerOptions = {}): UpstreamHandler {
  return async (request) => {
    const path = new URL(request.url).pathname;
    const fail = (status: number, error: string, message: string) =>
      specErrorResponse(status, error, message, path, sim.now());
    const lookup = lookupEndpoint(request.method, path, { upstream: options.upstream });
    if (lookup.kind === 'not-found') return fail(404, 'Not Found', `No endpoint at ${path}.`);
    if (lookup.kind === 'method-not-allowed') {
      const response = fail(405, 'Method Not Allowed', `${request.method} is not allowed on ${path}.`);
      response.headers.set('Allow', lookup.allowed.join(', '));
      return response;
    }
    const { match } = lookup;
    const raw = await request.text();
    const json = parseJson(raw);
    sim.logRequest({
      endpoint: match.name,
      method: request.method,
      path,
      apiKey: request.headers.get('x-api-key'),
      authorization: request.headers.get('authorization'),
      body: json === invalidJson ? raw : (json ?? null),
    });

    const slow = sim.scenarioFor('slow', match.name);
    if (
      slow !== undefined &&
      !(await waitUnlessAborted(slow.delayMs ?? defaultSlowDelayMs, request.signal))
    ) {
      // Nobody is listening any more; the answer only has to stop the work from happening.
      return text('The request was aborted.', 503);
    }
    if (sim.hasScenario('server-error', match.name)) {
      return new Response('<html><body><h1>500 Internal Server Error</h1></body></html>', {
        status: 500,
        headers: { 'Content-Type': 'text/html;charset=UTF-8' },
      });
    }
    if (match.def.auth === 'bearer') {
      const token = bearerToken(request.headers.get('authorization'));
      if (token === undefined || !sim.isTokenValid(token, match.name))
        return fail(401, 'Unauthorized', 'Unauthorized');
    }
    if (match.def.auth === 'api-key') {
      if (request.headers.get('x-api-key') !== sim.apiKey) return fail(401, 'Unauthorized', 'Unauthorized');
      // The spec marks Content-Type as required for reporting calls.
      if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
        return fail(415, 'Unsupported Media Type', 'Content-Type must be application/json.');
      }
    }
    const malformed = sim.hasScenario('malformed', match.name);
    return routes[match.name]({ sim, match, path, json, malformed, fail });
  };
}
