/**
 * `/api/schedules`: the team's schedules over HTTP (docs/schedules.md). Bad input is answered 400 naming
 * the field (an unknown zone, a cron that never fires, an end before the start); a change made from an old
 * version 409 with the schedule as it is now.
 */
import type { Caller } from './gate';
import type { Context } from 'hono';
import { fireReasons, type RunNowAnswer, type ScheduleNotices } from '../../src/api/workspace/schedules';
import type { ScheduleFiresRepository } from '../storage/schedule-fires-repository';
import type { RunNowOutcome } from '../services/scheduler';
import { isServerErrorCode } from '../../src/api/error-codes';
import { jsonError } from '../http-utils';
import type { ScheduleService, ScheduleWriteOutcome } from '../services/schedule-service';
import { createRequestLimiter, type RequestLimit } from '../services/request-limiter';
import { conflictAnswer, type ServeRoute } from './route-helpers';

const notFound = () =>
  jsonError(404, 'not-found', 'There is no schedule with this id (it may have been deleted).');

function writeAnswer(c: Context, outcome: ScheduleWriteOutcome, created: boolean): Response {
  switch (outcome.kind) {
    case 'saved':
      return c.json(outcome.schedule, created ? 201 : 200);
    case 'invalid':
      return jsonError(400, 'invalid-request', `${outcome.field}: ${outcome.message}`);
    case 'not-found':
      return notFound();
    case 'conflict':
      return conflictAnswer(c, outcome.current, 'schedule');
  }
}

export interface ScheduleRouteDeps {
  readonly schedules: ScheduleService;
  readonly scheduleFires: Pick<ScheduleFiresRepository, 'announcedTo' | 'newestFireId'>;
  /**
   * "Run now" as the caller: with their session's token, or for an API token the runner account's
   * (undefined: there is no such credential).
   */
  readonly runSchedule: (id: string, caller: Caller) => Promise<RunNowOutcome | undefined>;
  readonly now: () => number;
}

/** Notices answered at once, at most; the cursor brings the rest next time. */
const noticesPerAnswer = 50;

/**
 * Previews a caller may ask for: the form asks once each time the typing pauses (400 ms) and keeps each
 * answer a minute, so an operator at work asks a few times a minute; a script looping on the route is
 * held to one a second on average.
 */
export const previewLimit: RequestLimit = { perWindow: 60, windowMs: 60_000 };

function tooManyPreviews(waitMs: number): Response {
  const seconds = Math.ceil(waitMs / 1000);
  return jsonError(
    429,
    'too-many-previews',
    `Too many previews asked for (${previewLimit.perWindow} a minute at most). Try again in ${seconds} seconds.`,
    { 'Retry-After': String(seconds) },
  );
}

export function serveSchedules(serve: ServeRoute, deps: ScheduleRouteDeps): void {
  const { schedules } = deps;
  serve('schedules', async (c) => c.json(await schedules.list()));
  serve('createSchedule', async (c, { body }) =>
    writeAnswer(c, await schedules.create(body, c.get('user')), true),
  );
  // A preview searches a calendar on the server's thread: bounded in work (schedule-calendar.ts), and in
  // how often each caller asks.
  const previews = createRequestLimiter(previewLimit, deps.now);
  serve('previewSchedule', async (c, { body }) => {
    const taken = previews.take(c.get('user'));
    if (!taken.ok) return tooManyPreviews(taken.waitMs);
    const outcome = await schedules.preview(body);
    return outcome.kind === 'preview'
      ? c.json(outcome.preview)
      : jsonError(400, 'invalid-request', `${outcome.field}: ${outcome.message}`);
  });
  serve('schedule', async (c, { params }) => {
    const detail = await schedules.detail(params.id);
    return detail === undefined ? notFound() : c.json(detail);
  });
  serve('updateSchedule', async (c, { params, body }) =>
    writeAnswer(c, await schedules.patch(params.id, body, c.get('user')), false),
  );
  serve('noRunDays', async (c) => c.json(await schedules.listNoRunDays()));
  serve('saveNoRunDay', async (c, { params, body }) => {
    await schedules.saveNoRunDay(params.day, body.note, c.get('user'));
    return c.body(null, 204);
  });
  serve('deleteNoRunDay', async (c, { params }) =>
    (await schedules.removeNoRunDay(params.day, c.get('user')))
      ? c.body(null, 204)
      : jsonError(404, 'not-found', 'This day is not one of the team’s days without runs.'),
  );
  serve('runSchedule', async (c, { params }) => {
    const caller = c.get('caller');
    const outcome = await deps.runSchedule(params.id, caller);
    if (outcome === undefined) {
      return caller.kind === 'token'
        ? jsonError(
            503,
            'no-runner-account',
            'A run with an API token runs as the runner account, which this server has not got.',
          )
        : jsonError(401, 'unauthenticated', 'Sign in again: your session has ended.');
    }
    switch (outcome.kind) {
      case 'not-found':
        return notFound();
      case 'started':
        return c.json(
          { computerId: outcome.computerId, executionId: outcome.executionId } satisfies RunNowAnswer,
          201,
        );
      case 'busy':
        return jsonError(409, 'conflict', 'This schedule is being run right now.');
      case 'secret-unreadable':
        return jsonError(
          409,
          'secret-unreadable',
          'Its saved secret values can no longer be opened (sealed under another SESSION_SECRET): type them again.',
        );
      case 'failed':
        // Our code for the service's answer, never its text (the fire's history keeps it too).
        return jsonError(
          502,
          isServerErrorCode(outcome.detail) ? outcome.detail : 'upstream-error',
          'The orchestration service did not start the run.',
        );
    }
  });
  serve('scheduleNotices', async (c, { query }) => {
    const { after } = query;
    const user = c.get('user');
    const from = after === undefined ? { since: deps.now() - 24 * 3_600_000 } : { after };
    const fires = await deps.scheduleFires.announcedTo(user, from, noticesPerAnswer);
    const cursor = fires.at(-1)?.fireId ?? after ?? (await deps.scheduleFires.newestFireId());
    const answer: ScheduleNotices = {
      notices: fires.map((fire) => ({
        fireId: fire.fireId,
        scheduleId: fire.scheduleId,
        scheduleName: fire.scheduleName,
        dueAt: new Date(fire.dueAt).toISOString(),
        state: fire.state,
        reason: fireReasons.find((reason) => reason === fire.reason) ?? null,
        detail: fire.detail,
      })),
      cursor,
    };
    return c.json(answer);
  });
  serve('deleteSchedule', async (c, { params }) =>
    (await schedules.remove(params.id, c.get('user'))) ? c.body(null, 204) : notFound(),
  );
}
