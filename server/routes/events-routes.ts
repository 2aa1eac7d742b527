/**
 * `GET /api/events`: the journal's live stream (Server-Sent Events, contract in src/api/live-events.ts)
 * for a signed-in browser. Reads who is asking and from where to resume; the rules (limits, backlog,
 * heartbeat) are the live-streams service's.
 */
import { Hono } from 'hono';
import { liveEventsPath, parseLiveId } from '../../src/api/live-events';
import { jsonError } from '../http-utils';
import type { LiveStreams } from '../services/live-streams';

export interface EventsRouteDeps {
  readonly live: LiveStreams;
  /** The request's live session: its id (to count its streams) and a way to ask if it still is. */
  readonly session: (
    request: Request,
  ) => Promise<{ readonly id: string; readonly stillSignedIn: () => Promise<boolean> } | undefined>;
}

/** Where to resume: the browser's Last-Event-ID (a reconnection) wins over `?after=` (the first connection). */
function resumeFrom(request: Request): number | 'unknown' | undefined {
  const raw = request.headers.get('last-event-id') ?? new URL(request.url).searchParams.get('after');
  if (raw === null || raw.trim() === '') return undefined;
  return parseLiveId(raw) ?? 'unknown';
}

export function eventsRoutes(deps: EventsRouteDeps): Hono {
  const routes = new Hono();
  routes.get(liveEventsPath, async (c) => {
    const session = await deps.session(c.req.raw);
    if (session === undefined) {
      return jsonError(401, 'unauthenticated', 'You are not signed in, or your session has ended.');
    }
    const opened = await deps.live.open({
      sessionKey: session.id,
      after: resumeFrom(c.req.raw),
      stillSignedIn: session.stillSignedIn,
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
