/**
 * The rules of sessions, whatever stores them: how long one lives, how many one user may hold (their
 * own oldest goes to make room), and how many the server keeps in all. When the server is full a new
 * sign-in is refused: another user's session is never taken away to make room.
 */
import { z } from '../../src/api/zod';
import type { ActivityRepository } from '../storage/activity-repository';
import { newSessionId, type LiveSession, type Session, type SessionStore } from '../storage/session-store';
import type { TeamService } from './team-service';

export interface SessionRules {
  /** Longest session; a token that expires sooner ends it sooner. */
  readonly ttlMs: number;
  readonly sessionsPerUser: number;
  readonly maxSessions: number;
}

export interface NewSession {
  readonly username: string;
  readonly token: string;
  /** The login's `expires_in`, in milliseconds, when it gave one. */
  readonly expiresInMs?: number | undefined;
  /** The session this browser had until now: it ends (a fresh id on every sign-in, no fixation). */
  readonly replacing?: string | undefined;
}

type AdmitOutcome =
  | { readonly ok: true; readonly id: string; readonly session: Session }
  | { readonly ok: false; readonly reason: 'server-full' };

export type StartOutcome =
  | { readonly ok: true; readonly id: string; readonly session: LiveSession }
  | { readonly ok: false; readonly reason: 'server-full' | 'token-expired' };

export interface SessionService {
  start(input: NewSession): Promise<StartOutcome>;
  /** The live session behind an id, with its person's role now, or `undefined`. */
  find(id: string): Promise<LiveSession | undefined>;
  end(id: string): Promise<void>;
  /**
   * Signs out everywhere: every session of the person whose session `id` is ends, that one too.
   * Who they are and how many sessions ended; `undefined` when `id` names no live session.
   */
  endEverywhere(id: string): Promise<{ readonly username: string; readonly ended: number } | undefined>;
}

const jwtPayloadSchema = z.looseObject({ exp: z.number().optional() });

/** The JWT's `exp` in epoch ms, read without verifying the signature (the upstream verifies it). */
export function jwtExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (payload === undefined) return undefined;
  try {
    const bytes = Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (c) =>
      c.charCodeAt(0),
    );
    const parsed = jwtPayloadSchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success && parsed.data.exp !== undefined ? parsed.data.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

export function createSessionService(deps: {
  readonly store: SessionStore;
  readonly activity: ActivityRepository;
  readonly now: () => number;
  readonly rules: SessionRules;
  /** Who the person is in the team: their sign-in is recorded there, and their role read. */
  readonly team: Pick<TeamService, 'signedIn'>;
  /** After a sign-in (the server follows executions with signed-in sessions: some may have waited). */
  readonly afterSignIn?: (username: string) => Promise<void>;
}): SessionService {
  const { store, now, rules } = deps;

  async function admit(admitting: SessionStore, input: NewSession, session: Session): Promise<AdmitOutcome> {
    if (input.replacing !== undefined && input.replacing !== '') await admitting.delete(input.replacing);
    const own = await admitting.listByUser(input.username);
    const surplus = own.length - rules.sessionsPerUser + 1;
    // Below this user's own cap, a place must be free; at it, the user's own oldest makes room.
    if (surplus <= 0 && (await admitting.count()) >= rules.maxSessions) {
      return { ok: false, reason: 'server-full' };
    }
    for (const old of own.slice(0, Math.max(0, surplus))) await admitting.deleteByKey(old.key);
    const id = newSessionId();
    await admitting.set(id, session);
    return { ok: true, id, session };
  }

  return {
    async start(input) {
      // The session ends at the earliest of the token's own expiry, expires_in and our own TTL.
      const instant = now();
      const candidates = [instant + rules.ttlMs];
      const tokenExpiry = jwtExpiry(input.token);
      if (tokenExpiry !== undefined) candidates.push(tokenExpiry);
      if (input.expiresInMs !== undefined) candidates.push(instant + input.expiresInMs);
      const expiresAt = Math.min(...candidates);
      if (expiresAt <= instant) return { ok: false, reason: 'token-expired' };
      const session = { username: input.username, token: input.token, createdAt: instant, expiresAt };
      // One sign-in at a time across every instance, so two cannot both take the last free place.
      const admitted = await store.exclusively((admitting) => admit(admitting, input, session));
      if (!admitted.ok) return admitted;
      // Recorded once admitted (a sign-in the server refused is not one), before the browser has the
      // cookie: its first request finds the person in the team.
      const role = await deps.team.signedIn(input.username);
      await deps.activity.record({
        actor: input.username,
        action: 'sign-in',
        target: 'session',
        at: instant,
      });
      await deps.afterSignIn?.(input.username);
      return { ok: true, id: admitted.id, session: { ...admitted.session, role } };
    },
    async find(id) {
      const session = await store.get(id);
      return session === undefined || session.expiresAt <= now() ? undefined : session;
    },
    async end(id) {
      const session = await store.get(id);
      await store.delete(id);
      if (session !== undefined) {
        await deps.activity.record({
          actor: session.username,
          action: 'sign-out',
          target: 'session',
          at: now(),
        });
      }
    },
    async endEverywhere(id) {
      const session = await store.get(id);
      if (session === undefined || session.expiresAt <= now()) return undefined;
      const ended = await store.deleteByUser(session.username);
      await deps.activity.record({
        actor: session.username,
        action: 'sign-out-everywhere',
        target: 'session',
        at: now(),
        details: { sessions: ended },
      });
      return { username: session.username, ended };
    },
  };
}
