/** The server's own session resource: sign in, who am I, sign out. The token itself never reaches the browser. */
import { queryOptions } from '@tanstack/react-query';
import { ApiError, errorFromResponse } from './api-error';
import { csrfHeader } from './browser-client';
import { describeIssue } from './client';
import { sessionInfoSchema, type LoginRequest, type SessionInfo } from './schemas';

export const sessionPath = '/session';

async function sessionCall(method: 'GET' | 'POST' | 'DELETE', body?: LoginRequest): Promise<Response> {
  try {
    return await fetch(sessionPath, {
      method,
      credentials: 'same-origin',
      headers: { ...csrfHeader, Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch (cause) {
    throw new ApiError({
      kind: 'network',
      message: 'The server could not be reached.',
      path: sessionPath,
      cause,
    });
  }
}

async function readSession(response: Response): Promise<SessionInfo> {
  const text = await response.text().catch(() => '');
  if (!response.ok) throw errorFromResponse(response.status, response.statusText, text, sessionPath);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (cause) {
    throw new ApiError({
      kind: 'unexpected-response',
      message: 'The answer is not JSON.',
      path: sessionPath,
      cause,
    });
  }
  const parsed = sessionInfoSchema.safeParse(json);
  if (!parsed.success) {
    throw new ApiError({
      kind: 'unexpected-response',
      status: response.status,
      message: `Unexpected answer: ${describeIssue(parsed.error)}`,
      path: sessionPath,
    });
  }
  return parsed.data;
}

/** The signed-in user, or `null` when nobody is (a 401). */
export async function fetchSession(): Promise<SessionInfo | null> {
  const response = await sessionCall('GET');
  if (response.status === 401) return null;
  return readSession(response);
}

export async function signIn(credentials: LoginRequest): Promise<SessionInfo> {
  return readSession(await sessionCall('POST', credentials));
}

export async function signOut(): Promise<void> {
  const response = await sessionCall('DELETE');
  if (!response.ok && response.status !== 401) {
    throw errorFromResponse(
      response.status,
      response.statusText,
      await response.text().catch(() => ''),
      sessionPath,
    );
  }
}

export const sessionQueryKey = ['session'] as const;

/** Who is signed in; shared by the sign-in guard and every page that depends on the session's facts. */
export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: fetchSession,
  staleTime: 60_000,
  retry: 1,
});
