/**
 * What the browser learns from an upstream's error answer. Error bodies of Spring-style services carry
 * stack traces, exception class names and internal paths; none of that is the browser's business, so
 * the body is rebuilt from an allow-list instead of being relayed.
 */
import { z } from 'zod';
import { errorBodySchema, type ErrorBody } from './schemas';

const messageOnlySchema = z.object({ message: z.string() });

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

/**
 * The spec's 2.7 body with its five fields only. `path` names what the browser called (its own path),
 * not the upstream's: the upstream's may carry a context path or other deployment details.
 */
export function specErrorBody(body: ErrorBody, path: string): ErrorBody {
  return {
    timestamp: body.timestamp,
    status: body.status,
    error: body.error,
    message: body.message,
    path,
  };
}

/**
 * The body to send in place of an upstream's error answer (status 400 to 599). A 5xx says only which
 * service failed; a 4xx keeps what the user can act on: the spec's error body, or a message.
 */
export function safeUpstreamErrorBody(
  status: number,
  body: Uint8Array,
  service: string,
  browserPath: string,
): ErrorBody | { error: string; message: string } {
  if (status >= 500) {
    return { error: 'upstream-error', message: `The ${service} service failed (status ${status}).` };
  }
  const json = parseJson(body);
  const spec = errorBodySchema.safeParse(json);
  if (spec.success) return specErrorBody(spec.data, browserPath);
  const withMessage = messageOnlySchema.safeParse(json);
  if (withMessage.success) return { error: 'upstream-error', message: withMessage.data.message };
  return {
    error: 'upstream-error',
    message: `The ${service} service refused the request (status ${status}).`,
  };
}
