import { errorBodySchema, serverErrorSchema, type ErrorBody } from './schemas';

export type ApiErrorKind =
  'network' | 'unauthorized' | 'forbidden' | 'client' | 'server' | 'unexpected-response';

/** The one error every API call throws. The UI turns it into words in one place (i18n/error-message.ts). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status, when an answer came at all. */
  readonly status: number | undefined;
  /** The spec's error body (2.7), when the answer carried one. */
  readonly body: ErrorBody | undefined;
  /** The machine-readable `error` of an answer from our own server (e.g. `reporting-not-configured`). */
  readonly code: string | undefined;
  /** The request path the error belongs to. */
  readonly path: string;
  /** The whole JSON body of an answer from our own server, for errors that carry more (a conflict's who and when). */
  readonly details: unknown;

  constructor(init: {
    kind: ApiErrorKind;
    message: string;
    path: string;
    status?: number | undefined;
    body?: ErrorBody | undefined;
    code?: string | undefined;
    details?: unknown;
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.kind = init.kind;
    this.status = init.status;
    this.body = init.body;
    this.code = init.code;
    this.path = init.path;
    this.details = init.details;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function kindForStatus(status: number): ApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status >= 500) return 'server';
  return 'client';
}

/**
 * The error of an answer our server gave with its own code, rebuilt from what was recorded of it (a
 * failed reporting send in the history): the same error the browser had then, for `errorMessage`.
 */
export function serverError(init: { status: number; code: string; message: string; path: string }): ApiError {
  return new ApiError({ kind: kindForStatus(init.status), ...init });
}

/** Builds the error for a non-2xx answer from its status and raw text, whatever the text holds. */
export function errorFromResponse(status: number, statusText: string, text: string, path: string): ApiError {
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  const specBody = errorBodySchema.safeParse(json);
  const ownBody = serverErrorSchema.safeParse(json);
  const message = specBody.success
    ? specBody.data.message
    : ownBody.success
      ? ownBody.data.message
      : `${status} ${statusText}`.trim();
  return new ApiError({
    kind: kindForStatus(status),
    status,
    message,
    path,
    body: specBody.success ? specBody.data : undefined,
    code: ownBody.success ? ownBody.data.error : undefined,
    details: ownBody.success ? json : undefined,
  });
}

/**
 * Whether an error means the user's session is gone: a 401 from the server or from the orchestrator
 * behind it. A refused reporting key is the server's problem, not the user's, and a refused sign-in
 * is answered at the form.
 */
export function isSessionLost(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.kind === 'unauthorized' &&
    error.code !== 'reporting-key-refused' &&
    error.path !== '/session'
  );
}
