/**
 * One call to an upstream on behalf of the browser: the timeout, the browser going away and the size
 * of the answer each end it with their own outcome, so the proxy can answer (and log) each one truthfully.
 */
import { readLimitedBody } from './http-utils';

/**
 * The largest upstream answer the server relays (8 MiB). The answer is held in memory before it is
 * sent on, so without a cap one misbehaving upstream could exhaust the server's memory. The spec's
 * answers are small; the largest, an execution's result with its logs, stays far below this.
 */
export const maxUpstreamBodyBytes = 8 * 1024 * 1024;

export type Forwarded =
  | { readonly kind: 'answer'; readonly response: Response; readonly body: Uint8Array<ArrayBuffer> }
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
    // redirect: 'manual' so a redirecting upstream can never carry our key or token somewhere else.
    const response = await call.fetch(call.url, {
      ...call.init,
      redirect: 'manual',
      signal: controller.signal,
    });
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
