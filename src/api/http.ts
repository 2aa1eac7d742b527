/**
 * The one place a fetch becomes an answer, and an answer a value or an ApiError: shared by the API
 * client (src/data/client.ts), the session's calls (src/data/session.ts) and the workspace's. A module of its own so the
 * sign-in page, which only reads the session, does not load the client of every endpoint.
 */
import type { z } from './zod';
import { ApiError, errorFromResponse } from './api-error';

export type Parser<T> =
  { readonly kind: 'json' | 'text'; readonly schema: z.ZodType<T> } | { readonly kind: 'none' };

/**
 * The first problem of a value zod refused, in one line that names its field: `computerId: Enter the
 * Runtime ID.`, `progress: Invalid input: expected number, received string`; a problem of the value as a
 * whole is its message alone. The one wording of a refused value: the server's 400s (`invalid-request`),
 * the browser's unexpected answers and the mock upstream's 400s all use it.
 */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (issue === undefined) return 'The value does not match the contract.';
  return issue.path.length === 0 ? issue.message : `${issue.path.map(String).join('.')}: ${issue.message}`;
}

/**
 * The one place a fetch becomes an answer: a failure to connect is a `network` ApiError (an abort is
 * passed on as it is, for TanStack Query's cancellation).
 */
export async function send(
  doFetch: typeof fetch,
  url: string,
  init: RequestInit,
  path: string,
): Promise<Response> {
  try {
    return await doFetch(url, init);
  } catch (cause) {
    if (init.signal?.aborted === true) throw cause;
    throw new ApiError({ kind: 'network', message: 'The server could not be reached.', path, cause });
  }
}

/** Reads an answer: a non-2xx is an ApiError; a body that is not what `parser` expects is one too. */
export async function readAnswer<T>(
  response: Response,
  path: string,
  parser: Parser<T>,
): Promise<T | undefined> {
  const text = await response.text().catch(() => '');
  if (!response.ok) throw errorFromResponse(response.status, response.statusText, text, path);
  if (parser.kind === 'none') return undefined;

  let raw: unknown = text;
  if (parser.kind === 'json') {
    try {
      raw = JSON.parse(text);
    } catch (cause) {
      throw new ApiError({
        kind: 'unexpected-response',
        status: response.status,
        message: 'The answer is not JSON.',
        path,
        cause,
      });
    }
  }
  const parsed = parser.schema.safeParse(raw);
  if (!parsed.success) {
    throw new ApiError({
      kind: 'unexpected-response',
      status: response.status,
      message: `Unexpected answer: ${describeIssue(parsed.error)}`,
      path,
      cause: parsed.error,
    });
  }
  return parsed.data;
}
