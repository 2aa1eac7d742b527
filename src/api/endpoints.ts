/**
 * The one table of the service's endpoints (api-spec section 4). The browser client, the server's
 * allow-list and the simulator all read it, so a new endpoint is one new row here.
 */

import { idProblem } from './ids';
import type { Role } from './roles';
import { textLimits } from './limits';

export type Upstream = 'orchestrator' | 'reporting';
export type AuthKind = 'none' | 'bearer' | 'api-key';
export type HttpMethod = 'GET' | 'POST' | 'DELETE';

interface EndpointRow {
  /** The number of the endpoint in the spec's tables. */
  readonly number: number;
  readonly method: HttpMethod;
  /** Path template relative to the upstream's base URL; `:name` marks a path parameter. */
  readonly path: string;
  readonly upstream: Upstream;
  readonly auth: AuthKind;
  /**
   * The body's free-text fields, each with how long it may be (limits.ts) and what it is, for the
   * server's refusal: the server refuses a longer one before the upstream sees it, as the form does.
   */
  readonly textFields?: Readonly<Record<string, TextField>>;
}

/**
 * Whether the browser may call it through the server (login goes through `POST /session` instead) and,
 * when it may, the least role that may (roles.ts): the server refuses anyone below with 403 before the
 * upstream sees anything.
 */
export type EndpointDef = EndpointRow &
  ({ readonly browser: false } | { readonly browser: true; readonly role: Role });

export interface TextField {
  readonly max: number;
  /** What the field holds, in the server's (English) words, e.g. "A supplier's name". */
  readonly what: string;
}

export const endpoints = {
  loginV1: {
    number: 1,
    method: 'POST',
    path: '/api/user/auth',
    upstream: 'orchestrator',
    auth: 'none',
    browser: false,
  },
  loginV2: {
    number: 2,
    method: 'POST',
    path: '/api/user/v2/auth',
    upstream: 'orchestrator',
    auth: 'none',
    browser: false,
  },
  runV1: {
    number: 3,
    method: 'POST',
    path: '/api/integration/v1/run/:computerId/:robotId',
    upstream: 'orchestrator',
    auth: 'bearer',
    browser: true,
    role: 'operator',
  },
  runV1Defaults: {
    number: 4,
    method: 'GET',
    path: '/api/integration/v1/run/:computerId/:robotId',
    upstream: 'orchestrator',
    auth: 'bearer',
    browser: true,
    // A GET that starts the robot with its default inputs: a run, an operator's.
    role: 'operator',
  },
  runV2: {
    number: 5,
    method: 'POST',
    path: '/api/integration/v2/run/:computerId/:robotId',
    upstream: 'orchestrator',
    auth: 'bearer',
    browser: true,
    role: 'operator',
  },
  executionResult: {
    number: 6,
    method: 'GET',
    path: '/api/integration/v1/result/:computerId/:executionId',
    upstream: 'orchestrator',
    auth: 'bearer',
    browser: true,
    role: 'viewer',
  },
  deleteExecution: {
    number: 7,
    method: 'DELETE',
    path: '/api/integration/v1/delete/:computerId/:executionId',
    upstream: 'orchestrator',
    auth: 'bearer',
    browser: true,
    role: 'operator',
  },
  rpaRecord: {
    number: 8,
    method: 'POST',
    path: '/api/integration/v2/rpa',
    upstream: 'reporting',
    auth: 'api-key',
    browser: true,
    role: 'admin',
  },
  volumetryRecord: {
    number: 9,
    method: 'POST',
    path: '/api/integration/v2/volumetry',
    upstream: 'reporting',
    auth: 'api-key',
    browser: true,
    role: 'admin',
  },
  supplier: {
    number: 10,
    method: 'POST',
    path: '/api/integration/v1/supplier',
    upstream: 'reporting',
    auth: 'api-key',
    browser: true,
    role: 'admin',
    textFields: { name: { max: textLimits.supplierName, what: "A supplier's name" } },
  },
  jobPosition: {
    number: 11,
    method: 'POST',
    path: '/api/company/job-position',
    upstream: 'reporting',
    auth: 'api-key',
    browser: true,
    role: 'admin',
    textFields: { title: { max: textLimits.jobPositionTitle, what: "A job position's title" } },
  },
} as const satisfies Record<string, EndpointDef>;

export type EndpointName = keyof typeof endpoints;

/** A free-text field of a body that is longer than its endpoint allows, and how long it is. */
export interface OverLongText extends TextField {
  readonly field: string;
  readonly length: number;
}

/**
 * The first free-text field of a (parsed JSON) body that is longer than the endpoint's row allows. A
 * length is JavaScript's, as the form's schema counts it. Anything else about the body is the
 * upstream's to judge.
 */
export function overLongText(def: EndpointDef, body: unknown): OverLongText | undefined {
  if (def.textFields === undefined || typeof body !== 'object' || body === null) return undefined;
  for (const [field, limit] of Object.entries(def.textFields)) {
    const value: unknown = Object.hasOwn(body, field) ? Reflect.get(body, field) : undefined;
    if (typeof value === 'string' && value.length > limit.max)
      return { field, length: value.length, ...limit };
  }
  return undefined;
}

export const endpointNames = Object.keys(endpoints) as EndpointName[];

/** The prefix under which the server exposes an upstream's endpoints to the browser. */
export const browserPrefix: Record<Upstream, string> = {
  orchestrator: '/orchestrator',
  reporting: '/reporting',
};

/** The names of a path template's `:name` segments. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type PathParams<N extends EndpointName> = Record<ParamNames<(typeof endpoints)[N]['path']>, string>;

/** A path template split once: its literal segments, and the names of its parameters by position. */
interface CompiledTemplate {
  readonly segments: readonly string[];
  /** At each position, the parameter's name, or `undefined` for a literal segment. */
  readonly params: readonly (string | undefined)[];
}

const compiledTemplates = new Map<string, CompiledTemplate>();

function compile(template: string): CompiledTemplate {
  let compiled = compiledTemplates.get(template);
  if (compiled === undefined) {
    const segments = template.split('/');
    const params = segments.map((part) => (part.startsWith(':') ? part.slice(1) : undefined));
    compiled = { segments, params };
    compiledTemplates.set(template, compiled);
  }
  return compiled;
}

/** Fills a path template; every value is percent-encoded so an id can never add a path segment. */
export function buildPath(template: string, params: Readonly<Record<string, string>>): string {
  const { segments, params: names } = compile(template);
  let path = '';
  for (let index = 0; index < segments.length; index += 1) {
    const name = names[index];
    if (index > 0) path += '/';
    if (name === undefined) {
      path += segments[index] ?? '';
      continue;
    }
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}"`);
    path += encodeURIComponent(value);
  }
  return path;
}

export interface EndpointMatch {
  readonly name: EndpointName;
  readonly def: EndpointDef;
  readonly params: Record<string, string>;
}

/** Outcome of looking a request up in the table: a match, a known path with another method, or nothing. */
export type LookupResult =
  | { readonly kind: 'match'; readonly match: EndpointMatch }
  | { readonly kind: 'method-not-allowed'; readonly allowed: readonly HttpMethod[] }
  | { readonly kind: 'not-found' };

// A path parameter is one non-empty segment. Decoded, it must be a valid id (ids.ts), so that nothing
// a caller sends can move the request to another upstream path.
function decodeSegment(raw: string): string | undefined {
  if (raw === '') return undefined;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  return idProblem(value) === undefined ? value : undefined;
}

function matchTemplate(
  template: CompiledTemplate,
  got: readonly string[],
): Record<string, string> | undefined {
  const { segments, params: names } = template;
  if (segments.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let index = 0; index < segments.length; index += 1) {
    const name = names[index];
    const actual = got[index] ?? '';
    if (name === undefined) {
      if (segments[index] !== actual) return undefined;
      continue;
    }
    const value = decodeSegment(actual);
    if (value === undefined) return undefined;
    params[name] = value;
  }
  return params;
}

// The table's templates, split once when the module loads: a lookup only splits the request's path.
const compiledEndpoints = endpointNames.map((name) => {
  const def: EndpointDef = endpoints[name];
  return { name, def, template: compile(def.path) };
});

/**
 * Finds the endpoint for a method and an upstream path (without query string). Only the given
 * upstream's rows are considered, and only rows the browser may call when `browserOnly` is set.
 */
export function lookupEndpoint(
  method: string,
  path: string,
  options: { upstream?: Upstream; browserOnly?: boolean } = {},
): LookupResult {
  const got = path.split('/');
  const wanted = method.toUpperCase();
  const allowed: HttpMethod[] = [];
  for (const { name, def, template } of compiledEndpoints) {
    if (options.upstream !== undefined && def.upstream !== options.upstream) continue;
    if (options.browserOnly === true && !def.browser) continue;
    const params = matchTemplate(template, got);
    if (params === undefined) continue;
    if (def.method === wanted) return { kind: 'match', match: { name, def, params } };
    allowed.push(def.method);
  }
  return allowed.length > 0 ? { kind: 'method-not-allowed', allowed } : { kind: 'not-found' };
}
