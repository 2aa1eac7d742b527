/** Small helpers every route shares: the JSON error shape and the size-limited body reader. */
import type { ServerErrorCode } from '../src/api/error-codes';

/** The largest request body the server accepts (1 MiB); the spec's bodies are a few hundred bytes. */
export const maxBodyBytes = 1024 * 1024;

/**
 * How long a request's body may take to arrive once its handler starts reading it. The handler holds one
 * of MAX_REQUESTS_IN_PROGRESS slots while it waits, so without a deadline a client that sends its headers
 * and then stalls its body would hold a slot for as long as it liked. Our largest bodies (a few MiB) take
 * well under a second on any working connection; 10 s leaves room for a poor one.
 */
export const bodyReadDeadlineMs = 10_000;

/** An answer before it becomes a `Response` (`toResponse`): plain data, cheap to build on the hot path. */
export interface Answer {
  readonly status: number;
  /** Header names as they are sent; Set-Cookie takes a list. */
  readonly headers: Readonly<Record<string, string | readonly string[]>>;
  readonly body: Uint8Array | string | null;
}

/**
 * The server's own error answer, `{ error, message }` (serverErrorSchema in src/api/schemas.ts), its code
 * one of src/api/error-codes.ts. The message is English, for logs and API callers; the console shows its
 * own words for each code, in the operator's language, and finds the wait of a Retry-After in
 * `retryAfterSeconds`.
 */
export function errorAnswer(
  status: number,
  error: ServerErrorCode,
  message: string,
  headers: Readonly<Record<string, string | readonly string[]>> = {},
): Answer {
  const wait = headers['Retry-After'];
  const body =
    typeof wait === 'string' && /^\d+$/.test(wait)
      ? { error, message, retryAfterSeconds: Number(wait) }
      : { error, message };
  return {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  };
}

export function toResponse(answer: Answer): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else for (const one of value) headers.append(name, one);
  }
  const { body } = answer;
  return new Response(typeof body === 'string' || body === null ? body : new Uint8Array(body), {
    status: answer.status,
    headers,
  });
}

/** `errorAnswer` as a `Response`. */
export function jsonError(
  status: number,
  error: ServerErrorCode,
  message: string,
  headers: Readonly<Record<string, string>> = {},
): Response {
  return toResponse(errorAnswer(status, error, message, headers));
}

/** "64 KiB", "1 MiB": a byte limit as an operator reads it. */
export function bytesInWords(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

/**
 * The 413 for a body past `limit`, naming the limit of the route that refused it. The rest of that body
 * is never read, so the connection closes after the answer rather than being kept for a next request
 * that would first have to wade through it.
 */
export function tooLargeAnswer(limit: number): Answer {
  return errorAnswer(
    413,
    'payload-too-large',
    `The request is too large: this address accepts at most ${bytesInWords(limit)}.`,
    { Connection: 'close' },
  );
}

/**
 * The 408 for a body that did not arrive within `bodyReadDeadlineMs`. What is left of it is never read,
 * so the connection closes after the answer.
 */
export function tooSlowAnswer(): Answer {
  return errorAnswer(
    408,
    'request-timeout',
    `The request body did not arrive within ${bodyReadDeadlineMs / 1000} seconds.`,
    { Connection: 'close' },
  );
}

export type BodyResult =
  | { readonly ok: true; readonly bytes: Uint8Array }
  | { readonly ok: false; readonly reason: 'too-large' | 'too-slow' };

/** The answer to a request body `readLimitedBody` refused, past `limit` or past its deadline. */
export function refusedBodyAnswer(reason: 'too-large' | 'too-slow', limit: number): Answer {
  return reason === 'too-slow' ? tooSlowAnswer() : tooLargeAnswer(limit);
}

/**
 * A Web stream's chunks as an async iterable (not every browser iterates streams itself). Leaving the
 * loop early cancels the stream, so a refused body stops arriving; so does `stop`, which ends the loop
 * as if the stream had ended (its caller tells the two apart by the signal).
 */
export async function* streamChunks(
  stream: ReadableStream<Uint8Array>,
  stop?: AbortSignal,
): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  // Cancelling settles a read still waiting for a chunk as the stream's end.
  const cancel = () => void reader.cancel().catch(() => undefined);
  stop?.addEventListener('abort', cancel);
  let done = false;
  try {
    for (;;) {
      const next = await reader.read();
      if (next.done) {
        done = true;
        return;
      }
      yield next.value;
    }
  } finally {
    stop?.removeEventListener('abort', cancel);
    if (!done) await reader.cancel().catch(() => undefined);
  }
}

/**
 * Reads a whole body, refusing it once it passes `limit`. The declared Content-Length is checked first
 * so an honest sender is refused without sending anything; the bytes are counted as well because a
 * chunked body has no length and a lying one could send more than it announced. The chunks are joined
 * once (a body that came in one chunk is not copied at all).
 */
export async function readCapped(
  chunks: AsyncIterable<Uint8Array> | null,
  declaredLength: string | null | undefined,
  limit: number,
): Promise<BodyResult> {
  if (declaredLength != null && (!/^\d+$/.test(declaredLength) || Number(declaredLength) > limit)) {
    return { ok: false, reason: 'too-large' };
  }
  if (chunks === null) return { ok: true, bytes: new Uint8Array(0) };
  const parts: Uint8Array[] = [];
  let total = 0;
  // Bounded: every pass either ends the stream or adds bytes, and we stop once the limit is passed
  // (leaving the loop early cancels the rest of the body).
  for await (const chunk of chunks) {
    total += chunk.byteLength;
    if (total > limit) return { ok: false, reason: 'too-large' };
    parts.push(chunk);
  }
  if (parts.length === 1 && parts[0] !== undefined) return { ok: true, bytes: parts[0] };
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return { ok: true, bytes };
}

/**
 * `readCapped` for a client's request: every body the server reads from a client comes through here, so
 * each has `bodyReadDeadlineMs` to arrive. Past it the body is cancelled and the answer is `too-slow`.
 */
export async function readLimitedBody(
  request: Pick<Request, 'headers' | 'body'>,
  limit = maxBodyBytes,
): Promise<BodyResult> {
  const late = new AbortController();
  const timer = setTimeout(() => late.abort(), bodyReadDeadlineMs);
  try {
    const body = request.body === null ? null : streamChunks(request.body, late.signal);
    const read = await readCapped(body, request.headers.get('content-length'), limit);
    return late.signal.aborted ? { ok: false, reason: 'too-slow' } : read;
  } finally {
    clearTimeout(timer);
  }
}
