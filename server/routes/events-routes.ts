/**
 * `GET /api/events`: the journal's live stream (Server-Sent Events, contract in src/api/live-events.ts)
 * for a signed-in browser or a script with an API token, through the one gate. Reads who is asking and from where to resume; the rules (limits, backlog,
 * heartbeat) are the live-streams service's.
 */
import { Hono } from 'hono';
import { liveEventsPath, parseLiveId } from '../../src/api/live-events';
import type { Role } from '../../src/api/roles';
import { workspaceRouteTable } from '../../src/api/workspace/routes';
import { jsonError, toResponse } from '../http-utils';
import type { Admission, Caller } from './gate';
import type { LiveStreams } from '../services/live-streams';

export interface EventsRouteDeps {
  readonly live: LiveStreams;
  /** The one gate (gate.ts): a viewer, by session cookie or API token, may follow the journal. */
  readonly admit: (request: Request, needed: Role, change: boolean) => Promise<Admission>;
  /** Whether the caller still may (their session is alive, their token still lets them in). */
  readonly stillAdmitted: (caller: Caller, request: Request) => Promise<boolean>;
}

/** What the stream limits count per: a session, or a token. */
const streamKey = (caller: Caller) =>
  caller.kind === 'session' ? caller.sessionId : `token:${caller.holder.token.id}`;

/** Where to resume: the browser's Last-Event-ID (a reconnection) wins over `?after=` (the first connection). */
function resumeFrom(request: Request): number | 'unknown' | undefined {
  const raw = request.headers.get('last-event-id') ?? new URL(request.url).searchParams.get('after');
  if (raw === null || raw.trim() === '') return undefined;
  return parseLiveId(raw) ?? 'unknown';
}

export function eventsRoutes(deps: EventsRouteDeps): Hono {
  const routes = new Hono();
  routes.get(liveEventsPath, async (c) => {
    const admission = await deps.admit(c.req.raw, workspaceRouteTable.events.role, false);
    if (!admission.ok) return toResponse(admission.answer);
    const { caller } = admission;
    const opened = await deps.live.open({
      sessionKey: streamKey(caller),
      after: resumeFrom(c.req.raw),
      stillSignedIn: () => deps.stillAdmitted(caller, c.req.raw),
      signal: c.req.raw.signal,
    });
    if (!opened.ok) {
      return opened.reason === 'session-limit'
        ? jsonError(
            429,
            'too-many-live-views',
            'This sign-in already has as many live views open as the server allows. Close some of the ' +
              'console’s tabs; this page reads the queue every few seconds meanwhile.',
            { 'Retry-After': '30' },
          )
        : jsonError(
            503,
            'live-views-full',
            'The server is following as many live views as it can right now. This page reads the queue ' +
              'every few seconds instead and tries live updates again shortly.',
            { 'Retry-After': '30' },
          );
    }
    return new Response(opened.body, {
      status: 200,
      headers: {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-store',
        // Proxies that buffer answers (nginx) would hold the events back: this asks them not to.
        'X-Accel-Buffering': 'no',
      },
    });
  });
  return routes;
}
