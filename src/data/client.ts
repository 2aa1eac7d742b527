/**
 * One typed function per endpoint of the spec. The browser calls them through the server's
 * /orchestrator and /reporting prefixes (the server adds the token and the key); the unit tests call the
 * simulator directly. The server's own sign-in call reads its answer with the same `readAnswer`
 * (@/api/http).
 */
import type { z } from '@/api/zod';
import { buildPath, endpoints, type EndpointName, type PathParams, type Upstream } from '@/api/endpoints';
import {
  acknowledgementSchema,
  executionResultSchema,
  jobPositionSchema,
  loginV1ResponseSchema,
  loginV2ResponseSchema,
  rpaRecordSchema,
  runV1ResponseSchema,
  runV2ResponseSchema,
  runVariablesSchema,
  supplierRequestSchema,
  supplierResponseSchema,
  volumetryRecordSchema,
  type JobPosition,
  type LoginRequest,
  type RpaRecord,
  type RunVariable,
  type SupplierRequest,
  type VolumetryRecord,
} from '@/api/schemas';
import { readAnswer, send, type Parser } from '@/api/http';
import { encodePassword } from '@/api/password';

export interface ApiClientOptions {
  /** Where each upstream's paths are sent. */
  readonly baseUrl: Readonly<Record<Upstream, string>>;
  readonly fetch?: typeof fetch;
  /** Headers for every request, e.g. the server's CSRF header in the browser. */
  readonly headers?: Readonly<Record<string, string>>;
  /** Bearer token for orchestration calls, when this client talks to the upstream directly. */
  readonly bearerToken?: () => string | undefined;
  /** API key for reporting calls, when this client talks to the upstream directly. */
  readonly apiKey?: string;
}

export interface CallOptions {
  readonly signal?: AbortSignal;
}

export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function call<N extends EndpointName, T>(
    name: N,
    params: PathParams<N> | Record<string, never>,
    body: unknown,
    parser: Parser<T>,
    callOptions: CallOptions = {},
  ): Promise<T | undefined> {
    const def = endpoints[name];
    const path = buildPath(def.path, params);
    const headers = new Headers(options.headers);
    headers.set('Accept', 'application/json, text/plain;q=0.9');
    headers.set('Content-Type', 'application/json');
    if (def.auth === 'bearer') {
      const token = options.bearerToken?.();
      if (token !== undefined) headers.set('Authorization', `Bearer ${token}`);
    }
    if (def.auth === 'api-key' && options.apiKey !== undefined) headers.set('x-api-key', options.apiKey);

    const response = await send(
      doFetch,
      `${options.baseUrl[def.upstream]}${path}`,
      {
        method: def.method,
        headers,
        body: body === undefined ? null : JSON.stringify(body),
        credentials: 'same-origin',
        signal: callOptions.signal ?? null,
      },
      path,
    );
    return readAnswer(response, path, parser);
  }

  /** Calls whose parser always yields a value: narrows away the `undefined` of `call`. */
  async function callFor<N extends EndpointName, T>(
    name: N,
    params: PathParams<N> | Record<string, never>,
    body: unknown,
    parser: { readonly kind: 'json' | 'text'; readonly schema: z.ZodType<T> },
    callOptions?: CallOptions,
  ): Promise<T> {
    const value = await call(name, params, body, parser, callOptions);
    if (value === undefined) throw new Error(`${name} yielded no value`);
    return value;
  }

  const json = <T>(schema: z.ZodType<T>) => ({ kind: 'json', schema }) as const;
  const text = <T>(schema: z.ZodType<T>) => ({ kind: 'text', schema }) as const;
  const loginBody = (credentials: LoginRequest) => ({
    username: credentials.username,
    password: encodePassword(credentials.password),
  });

  return {
    /** 1: returns the JWT without its `Bearer ` prefix. */
    loginV1: (credentials: LoginRequest, o?: CallOptions) =>
      callFor('loginV1', {}, loginBody(credentials), text(loginV1ResponseSchema), o),
    /** 2 */
    loginV2: (credentials: LoginRequest, o?: CallOptions) =>
      callFor('loginV2', {}, loginBody(credentials), json(loginV2ResponseSchema), o),
    /** 3: returns the execution id. */
    runV1: (params: PathParams<'runV1'>, variables: readonly RunVariable[], o?: CallOptions) =>
      callFor('runV1', params, runVariablesSchema.parse({ variables }), text(runV1ResponseSchema), o),
    /** 4: the robot's default parameters; returns the execution id. */
    runV1Defaults: (params: PathParams<'runV1Defaults'>, o?: CallOptions) =>
      callFor('runV1Defaults', params, undefined, text(runV1ResponseSchema), o),
    /** 5: without variables the robot uses its defaults and no body is sent; returns the execution id. */
    runV2: async (params: PathParams<'runV2'>, variables?: readonly RunVariable[], o?: CallOptions) => {
      const body = variables === undefined ? undefined : runVariablesSchema.parse({ variables });
      const answer = await callFor('runV2', params, body, json(runV2ResponseSchema), o);
      return answer.id;
    },
    /** 6 */
    executionResult: (params: PathParams<'executionResult'>, o?: CallOptions) =>
      callFor('executionResult', params, undefined, json(executionResultSchema), o),
    /** 7: 200 with an empty body. */
    deleteExecution: async (params: PathParams<'deleteExecution'>, o?: CallOptions) => {
      await call('deleteExecution', params, undefined, { kind: 'none' }, o);
    },
    /** 8 */
    rpaRecord: (record: RpaRecord, o?: CallOptions) =>
      callFor('rpaRecord', {}, rpaRecordSchema.parse(record), json(acknowledgementSchema), o),
    /** 9 */
    volumetryRecord: (record: VolumetryRecord, o?: CallOptions) =>
      callFor('volumetryRecord', {}, volumetryRecordSchema.parse(record), json(acknowledgementSchema), o),
    /** 10: creates or edits a supplier (see spec-gaps.ts for the rule assumed). */
    supplier: (supplier: SupplierRequest, o?: CallOptions) =>
      callFor('supplier', {}, supplierRequestSchema.parse(supplier), json(supplierResponseSchema), o),
    /** 11: creates or edits a job position. */
    jobPosition: (position: JobPosition, o?: CallOptions) =>
      callFor('jobPosition', {}, jobPositionSchema.parse(position), json(acknowledgementSchema), o),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
