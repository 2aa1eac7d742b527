/**
 * Schedules as a script makes them on a running server (a process of server-process.ts): sign in, then
 * `POST /api/schedules` with the session cookie and `X-Requested-By`, as docs/schedules.md describes. For
 * the schedules' process test and `npm run bench:schedules`.
 */
import type { ScheduleInput } from '../../src/api/workspace/schedules';

const csrf = { 'X-Requested-By': 'robot-console' };

/** Signs in with `account` and answers the session cookie (`name=value`). */
export async function signInCookie(
  base: string,
  account: { readonly username: string; readonly password: string },
): Promise<string> {
  const response = await fetch(`${base}/session`, {
    method: 'POST',
    headers: { ...csrf, 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (response.status !== 200) throw new Error(`signing in answered ${response.status}`);
  return (response.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
}

/** Creates a schedule and answers its id. */
export async function createSchedule(base: string, cookie: string, input: ScheduleInput): Promise<string> {
  const response = await fetch(`${base}/api/schedules`, {
    method: 'POST',
    headers: { ...csrf, Cookie: cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify(input),
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`creating a schedule answered ${response.status}: ${text}`);
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || !('id' in parsed) || typeof parsed.id !== 'string') {
    throw new Error(`a created schedule without an id: ${text}`);
  }
  return parsed.id;
}

/** The pid in an instance's name as the Node entry point makes it (`<host>-<pid>-<random>`). */
export function pidOfInstance(instance: string): number {
  return Number(instance.split('-').at(-2));
}

/** The local day (YYYY-MM-DD) `days` after `at`'s, in UTC. */
export function utcDayAfter(at: number, days: number): string {
  return new Date(at + days * 86_400_000).toISOString().slice(0, 10);
}
