/**
 * The server's own session resource: sign in, who am I, sign out, sign out everywhere. The token itself
 * never reaches the browser.
 */
import { queryOptions } from '@tanstack/react-query';
import { z } from '@/api/zod';
import { csrfHeader } from '@/api/csrf';
import { readAnswer, send } from '@/api/http';
import { sessionInfoSchema, signedOutSchema, type LoginRequest, type SessionInfo } from '@/api/schemas';
import { sessionPath, signOutEverywherePath } from '@/api/workspace/routes';

const sessionParser = { kind: 'json', schema: sessionInfoSchema } as const;

function sessionCall(
  method: 'GET' | 'POST' | 'DELETE',
  body?: LoginRequest,
  path: string = sessionPath,
): Promise<Response> {
  return send(
    (input, init) => fetch(input, init),
    path,
    {
      method,
      credentials: 'same-origin',
      headers: { ...csrfHeader, Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? null : JSON.stringify(body),
    },
    path,
  );
}

async function readSession(response: Response): Promise<SessionInfo> {
  const session = await readAnswer(response, sessionPath, sessionParser);
  if (session === undefined) throw new Error('a session answer always has a body');
  return session;
}

const whoParser = { kind: 'json', schema: z.union([signedOutSchema, sessionInfoSchema]) } as const;

/** The signed-in user, or `null` when nobody is (the server says so with a 200, as an answer). */
export async function fetchSession(): Promise<SessionInfo | null> {
  const response = await sessionCall('GET');
  // How the server said it before; a refusal means nobody all the same.
  if (response.status === 401) return null;
  const answer = await readAnswer(response, sessionPath, whoParser);
  if (answer === undefined) throw new Error('a session answer always has a body');
  return 'signedIn' in answer ? null : answer;
}

export async function signIn(credentials: LoginRequest): Promise<SessionInfo> {
  return readSession(await sessionCall('POST', credentials));
}

export async function signOut(): Promise<void> {
  const response = await sessionCall('DELETE');
  // A 401 means the session had already ended: signing out has nothing left to do.
  if (response.status !== 401) await readAnswer(response, sessionPath, { kind: 'none' });
}

/**
 * Ends every session of whoever is signed in, this one too. A 401 (this session had already ended) is
 * an error like any other: nobody is left to say whose sessions to end.
 */
export async function signOutEverywhere(): Promise<void> {
  const response = await sessionCall('DELETE', undefined, signOutEverywherePath);
  await readAnswer(response, signOutEverywherePath, { kind: 'none' });
}

export const sessionQueryKey = ['session'] as const;

/** Who is signed in; shared by the sign-in guard and every page that depends on the session's facts. */
export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: fetchSession,
  staleTime: 60_000,
  retry: 1,
});
