/**
 * The one way the server calls an upstream, for the sign-in, the proxy, the follower and the webhook
 * alike. The rules live here so no call can forget one: redirects are never followed, the answer is read
 * as a stream and abandoned once past the cap, and the timeout and the browser going away each end the
 * call with their own outcome, so the caller can answer (and log) each one truthfully.
 */
import { readCapped, streamChunks } from '../http-utils';

/**
 * The largest upstream answer the server reads (8 MiB). The answer is held in memory before it is
 * sent on, so without a cap one misbehaving upstream could exhaust the server's memory. The spec's
 * answers are small; the largest, an execution's result with its logs, stays far below this.
 */
export const maxUpstreamBodyBytes = 8 * 1024 * 1024;

/** What the server sends an upstream. */
export interface UpstreamRequest {
  readonly method: string;
  /** A configured base URL (ORCHESTRATOR_URL …), which may end in a path of its own. */
  readonly base: string;
  /** The path after the base: the spec's path, its parameters filled in. */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Uint8Array | string | null;
  readonly signal: AbortSignal;
}

/** An upstream's answer before its body is read. */
export interface UpstreamAnswer {
  readonly status: number;
  /** A browser-style fetch under `redirect: 'manual'` shows a redirect as this, with status 0. */
  readonly opaqueRedirect?: boolean;
  /** A header of the answer, by lower-case name. */
  header(name: string): string | undefined;
  /** The body, chunk by chunk; leaving the iteration early drops the rest. `null`: no body. */
  readonly body: AsyncIterable<Uint8Array> | null;
  /** Drops a body that will not be read, so its connection is freed. */
  discard(): Promise<void>;
}

/**
 * How the server reaches an upstream: undici's kept-alive pools in Node (node/upstream-pool.ts), a
 * `fetch` in tests and in the mock mode's page (`fetchClient`). It follows no redirect.
 */
export type UpstreamClient = (request: UpstreamRequest) => Promise<UpstreamAnswer>;

/** An `UpstreamClient` over a Web `fetch`. */
export function fetchClient(fetchImpl: typeof fetch): UpstreamClient {
  return async (request) => {
    const response = await fetchImpl(`${request.base}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body:
        typeof request.body === 'string' || request.body === null
          ? request.body
          : new Uint8Array(request.body),
      redirect: 'manual',
      signal: request.signal,
    });
    const { body } = response;
    return {
      status: response.status,
      opaqueRedirect: response.type === 'opaqueredirect',
      header: (name) => response.headers.get(name) ?? undefined,
      body: body === null ? null : streamChunks(body),
      discard: async () => {
        await body?.cancel().catch(() => undefined);
      },
    };
  };
}

export type Forwarded =
  | {
      readonly kind: 'answer';
      readonly response: Pick<UpstreamAnswer, 'status' | 'header'>;
      readonly body: Uint8Array;
    }
  /** A 3xx: never followed, so a redirect cannot carry the user's password, token or our key elsewhere. */
  | { readonly kind: 'redirected'; readonly status: number }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'too-large' }
  | { readonly kind: 'client-gone' }
  | { readonly kind: 'unreachable' };

interface UpstreamCallBase {
  readonly client: UpstreamClient;
  readonly method: string;
  readonly base: string;
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: Uint8Array | string | null;
  readonly timeoutMs: number;
  readonly maxBytes?: number;
}

/**
 * When the browser disconnects, the upstream call is dropped too. The caller says so with the browser's
 * request signal, or with a controller of its own that it aborts with `abortAsClientGone`: the call then
 * uses that controller for its timeout as well, one object fewer on the proxy's busiest path.
 */
export type UpstreamCall = UpstreamCallBase &
  (
    | { readonly clientSignal: AbortSignal; readonly controller?: never }
    | { readonly controller: AbortController; readonly clientSignal?: never }
  );

// The reasons a call is aborted with, made once: only their identity is read, never a stack.
const timedOut = new Error('upstream timeout');
const clientGone = new Error('client went away');

function abortWith(controller: AbortController, reason: Error): void {
  controller.abort(reason);
}

/** Ends a call given `controller` because its browser went away. */
export function abortAsClientGone(controller: AbortController): void {
  controller.abort(clientGone);
}

export async function callUpstream(call: UpstreamCall): Promise<Forwarded> {
  const controller = call.controller ?? new AbortController();
  const timer = setTimeout(abortWith, call.timeoutMs, controller, timedOut);
  // A browser that gave up should not keep an upstream call running.
  const { clientSignal } = call;
  const onClientGone = () => controller.abort(clientGone);
  if (clientSignal?.aborted === true) onClientGone();
  else clientSignal?.addEventListener('abort', onClientGone);
  try {
    const answer = await call.client({
      method: call.method,
      base: call.base,
      path: call.path,
      headers: call.headers,
      body: call.body ?? null,
      signal: controller.signal,
    });
    if ((answer.status >= 300 && answer.status < 400) || answer.opaqueRedirect === true) {
      await answer.discard();
      return { kind: 'redirected', status: answer.status };
    }
    const read = await readCapped(
      answer.body,
      answer.header('content-length'),
      call.maxBytes ?? maxUpstreamBodyBytes,
    );
    if (!read.ok) {
      // Refused on its Content-Length, the body was never read: drop it so the connection is freed.
      await answer.discard();
      return { kind: 'too-large' };
    }
    return { kind: 'answer', response: answer, body: read.bytes };
  } catch {
    if (controller.signal.reason === timedOut) return { kind: 'timeout' };
    if (controller.signal.reason === clientGone) return { kind: 'client-gone' };
    return { kind: 'unreachable' };
  } finally {
    clearTimeout(timer);
    clientSignal?.removeEventListener('abort', onClientGone);
  }
}

/** How much of an upstream's error text goes to the log. */
const maxLoggedChars = 300;

/** The most texts of a request a logged answer is cleaned of; past that its text is not logged at all. */
const maxRedactedTexts = 200;

/** Every text in a request's JSON (a run's variable values, a report's fields), to keep out of the log. */
export function textsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(textsIn);
  return [];
}

/**
 * An upstream's answer text as it may be logged: secrets (the user's token, password, our API key),
 * every text the request sent (an answer may echo a variable's value, a secret one too), and anything
 * shaped like a JWT replaced, cut to a few hundred characters and JSON-quoted, so a newline or a quote in
 * it cannot forge a log line.
 */
export function loggableText(
  body: Uint8Array,
  secrets: readonly (string | undefined)[],
  sent: readonly string[] = [],
): string {
  const echoes = new Set(sent);
  if (echoes.size > maxRedactedTexts) return '(not logged: the request sent too many values to clean it of)';
  // Longest first: a value that contains another is replaced whole.
  secrets = [...secrets, ...[...echoes].sort((a, b) => b.length - a.length)];
  let text = new TextDecoder().decode(body.subarray(0, 64 * 1024));
  for (const secret of secrets) {
    // A very short "secret" would redact ordinary words; real tokens, keys and passwords are longer.
    if (secret !== undefined && secret.length >= 4) text = text.replaceAll(secret, '[redacted]');
  }
  text = text.replace(/eyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[redacted]');
  const cut = text.length > maxLoggedChars ? `${text.slice(0, maxLoggedChars)}…` : text;
  return JSON.stringify(cut);
}
