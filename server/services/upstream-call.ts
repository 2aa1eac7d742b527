/**
 * The one way the server calls an upstream, for the sign-in and the proxy alike. The rules live here
 * so no call can forget one: redirects are never followed, the answer is read as a stream and abandoned
 * once past the cap, and the timeout and the browser going away each end the call with their own outcome,
 * so the caller can answer (and log) each one truthfully.
 */
import { readLimitedBody } from '../http-utils';

/**
 * The largest upstream answer the server reads (8 MiB). The answer is held in memory before it is
 * sent on, so without a cap one misbehaving upstream could exhaust the server's memory. The spec's
 * answers are small; the largest, an execution's result with its logs, stays far below this.
 */
export const maxUpstreamBodyBytes = 8 * 1024 * 1024;

export type Forwarded =
  | { readonly kind: 'answer'; readonly response: Response; readonly body: Uint8Array<ArrayBuffer> }
  /** A 3xx: never followed, so a redirect cannot carry the user's password, token or our key elsewhere. */
  | { readonly kind: 'redirected'; readonly status: number }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'too-large' }
  | { readonly kind: 'client-gone' }
  | { readonly kind: 'unreachable' };

export interface UpstreamCall {
  readonly fetch: typeof fetch;
  readonly url: string;
  readonly init: RequestInit;
  readonly timeoutMs: number;
  /** The browser's request signal: when the browser disconnects, the upstream call is dropped too. */
  readonly clientSignal: AbortSignal;
  readonly maxBytes?: number;
}

export async function callUpstream(call: UpstreamCall): Promise<Forwarded> {
  const controller = new AbortController();
  const timeoutReason = new Error('upstream timeout');
  const clientGoneReason = new Error('client went away');
  const timer = setTimeout(() => controller.abort(timeoutReason), call.timeoutMs);
  // A browser that gave up should not keep an upstream call running.
  const onClientGone = () => controller.abort(clientGoneReason);
  if (call.clientSignal.aborted) onClientGone();
  else call.clientSignal.addEventListener('abort', onClientGone);
  try {
    const response = await call.fetch(call.url, {
      ...call.init,
      redirect: 'manual',
      signal: controller.signal,
    });
    // 'opaqueredirect' is what a browser-style fetch makes of a 3xx under redirect: 'manual'.
    if ((response.status >= 300 && response.status < 400) || response.type === 'opaqueredirect') {
      await response.body?.cancel().catch(() => undefined);
      return { kind: 'redirected', status: response.status };
    }
    const read = await readLimitedBody(response, call.maxBytes ?? maxUpstreamBodyBytes);
    if (!read.ok) {
      // Refused on its Content-Length, the body was never read: drop it so the connection is freed.
      await response.body?.cancel().catch(() => undefined);
      return { kind: 'too-large' };
    }
    return { kind: 'answer', response, body: read.bytes };
  } catch {
    if (controller.signal.reason === timeoutReason) return { kind: 'timeout' };
    if (controller.signal.reason === clientGoneReason) return { kind: 'client-gone' };
    return { kind: 'unreachable' };
  } finally {
    clearTimeout(timer);
    call.clientSignal.removeEventListener('abort', onClientGone);
  }
}

/** How much of an upstream's error text goes to the log. */
const maxLoggedChars = 300;

/**
 * An upstream's answer text as it may be logged: secrets (the user's token, password, our API key)
 * and anything shaped like a JWT replaced, cut to a few hundred characters and JSON-quoted, so a
 * newline or a quote in it cannot forge a log line.
 */
export function loggableText(body: Uint8Array, secrets: readonly (string | undefined)[]): string {
  let text = new TextDecoder().decode(body.subarray(0, 64 * 1024));
  for (const secret of secrets) {
    // A very short "secret" would redact ordinary words; real tokens, keys and passwords are longer.
    if (secret !== undefined && secret.length >= 4) text = text.replaceAll(secret, '[redacted]');
  }
  text = text.replace(/eyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[redacted]');
  const cut = text.length > maxLoggedChars ? `${text.slice(0, maxLoggedChars)}…` : text;
  return JSON.stringify(cut);
}
