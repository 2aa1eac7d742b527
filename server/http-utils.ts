/** Small helpers every route shares: the JSON error shape and the size-limited body reader. */

/** The largest request body the server accepts (1 MiB); the spec's bodies are a few hundred bytes. */
export const maxBodyBytes = 1024 * 1024;

/**
 * The server's own error answer, `{ error, message }` (serverErrorSchema in src/api/schemas.ts). The
 * message is English, for logs and API callers; the console shows its own words for each `error` code, in
 * the operator's language, and finds the wait of a Retry-After in `retryAfterSeconds`.
 */
export function jsonError(
  status: number,
  error: string,
  message: string,
  headers: Readonly<Record<string, string>> = {},
): Response {
  const wait = headers['Retry-After'];
  const body =
    wait !== undefined && /^\d+$/.test(wait)
      ? { error, message, retryAfterSeconds: Number(wait) }
      : { error, message };
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
  });
}

/** "64 KiB", "1 MiB": a byte limit as an operator reads it. */
export function bytesInWords(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

/** The 413 for a body past `limit`, naming the limit of the route that refused it. */
export function tooLarge(limit: number): Response {
  return jsonError(
    413,
    'payload-too-large',
    `The request is too large: this address accepts at most ${bytesInWords(limit)}.`,
  );
}

export type BodyResult =
  { readonly ok: true; readonly bytes: Uint8Array<ArrayBuffer> } | { readonly ok: false };

/**
 * Reads the whole body of a request or a response, refusing it once it passes `limit`. Content-Length
 * is checked first so an honest sender is refused without sending anything; the bytes are counted as
 * well because a chunked body has no length and a lying one could send more than it announced.
 */
export async function readLimitedBody(
  message: Pick<Request, 'headers' | 'body'>,
  limit = maxBodyBytes,
): Promise<BodyResult> {
  const declared = message.headers.get('content-length');
  if (declared !== null && (!/^\d+$/.test(declared) || Number(declared) > limit)) return { ok: false };
  if (message.body === null) return { ok: true, bytes: new Uint8Array(0) };
  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  // Bounded: every pass either ends the stream or adds bytes, and we stop once the limit is passed.
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      return { ok: false };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}
