/**
 * `/api/schedules`: the team's schedules over HTTP (docs/schedules.md). Bad input is answered 400 naming
 * the field (an unknown zone, a cron that never fires, an end before the start); a change made from an old
 * version 409 with the schedule as it is now.
 */
import type { Caller } from './gate';
import type { Context } from 'hono';
import { z } from '../../src/api/zod';
import {
  fireReasons,
  localDay,
  noRunDayInputSchema,
  scheduleInputSchema,
  scheduleNoticesQuerySchema,
  scheduleTimingSchema,
  schedulePatchSchema,
  type RunNowAnswer,
  type ScheduleNotices,
} from '../../src/api/workspace/schedules';
import type { ScheduleFiresRepository } from '../storage/schedule-fires-repository';
import type { RunNowOutcome } from '../services/scheduler';
import { isServerErrorCode } from '../../src/api/error-codes';
import { jsonError } from '../http-utils';
import type { ScheduleService, ScheduleWriteOutcome } from '../services/schedule-service';
import { conflictAnswer, invalid, readJson, type ServeRoute } from './route-helpers';

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

/** A schedule's id from the path: any other text names no schedule (and never reaches the database). */
const scheduleId = (c: Context) => {
  const id = z.uuid().safeParse(c.req.param('id'));
  return id.success ? id.data : undefined;
};

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

export function serveSchedules(serve: ServeRoute, deps: ScheduleRouteDeps): void {
  const { schedules } = deps;
  serve('schedules', async (c) => c.json(await schedules.list()));
  serve('createSchedule', async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const input = scheduleInputSchema.safeParse(body.value);
    if (!input.success) return invalid(input.error);
    return writeAnswer(c, await schedules.create(input.data, c.get('user')), true);
  });
  serve('previewSchedule', async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const input = scheduleTimingSchema.safeParse(body.value);
    if (!input.success) return invalid(input.error);
    const outcome = await schedules.preview(input.data);
    return outcome.kind === 'preview'
      ? c.json(outcome.preview)
      : jsonError(400, 'invalid-request', `${outcome.field}: ${outcome.message}`);
  });
  serve('schedule', async (c) => {
    const id = scheduleId(c);
    const detail = id === undefined ? undefined : await schedules.detail(id);
    return detail === undefined ? notFound() : c.json(detail);
  });
  serve('updateSchedule', async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const patch = schedulePatchSchema.safeParse(body.value);
    if (!patch.success) return invalid(patch.error);
    const id = scheduleId(c);
    if (id === undefined) return notFound();
    return writeAnswer(c, await schedules.patch(id, patch.data, c.get('user')), false);
  });
  serve('noRunDays', async (c) => c.json(await schedules.listNoRunDays()));
  serve('saveNoRunDay', async (c) => {
    const day = localDay.safeParse(c.req.param('day'));
    if (!day.success) return invalid(day.error);
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const input = noRunDayInputSchema.safeParse(body.value);
    if (!input.success) return invalid(input.error);
    await schedules.saveNoRunDay(day.data, input.data.note, c.get('user'));
    return c.body(null, 204);
  });
  serve('deleteNoRunDay', async (c) =>
    (await schedules.removeNoRunDay(c.req.param('day'), c.get('user')))
      ? c.body(null, 204)
      : jsonError(404, 'not-found', 'This day is not one of the team’s days without runs.'),
  );
  serve('runSchedule', async (c) => {
    const id = scheduleId(c);
    if (id === undefined) return notFound();
    const caller = c.get('caller');
    const outcome = await deps.runSchedule(id, caller);
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
      case 'failed':
        // Our code for the service's answer, never its text (the fire's history keeps it too).
        return jsonError(
          502,
          isServerErrorCode(outcome.detail) ? outcome.detail : 'upstream-error',
          'The orchestration service did not start the run.',
        );
    }
  });
  serve('scheduleNotices', async (c) => {
    const query = scheduleNoticesQuerySchema.safeParse({ after: c.req.query('after') });
    if (!query.success) return invalid(query.error);
    const { after } = query.data;
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
  serve('deleteSchedule', async (c) => {
    const id = scheduleId(c);
    return id !== undefined && (await schedules.remove(id, c.get('user'))) ? c.body(null, 204) : notFound();
  });
}
