/**
 * `/api/schedules`: the team's schedules over HTTP (docs/schedules.md). Bad input is answered 400 naming
 * the field (an unknown zone, a cron that never fires, an end before the start); a change made from an old
 * version 409 with the schedule as it is now.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import {
  localDay,
  noRunDayInputSchema,
  scheduleInputSchema,
  schedulePatchSchema,
} from '../../src/api/workspace/schedules';
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

export function serveSchedules(serve: ServeRoute, schedules: ScheduleService): void {
  serve('schedules', async (c) => c.json(await schedules.list()));
  serve('createSchedule', async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const input = scheduleInputSchema.safeParse(body.value);
    if (!input.success) return invalid(input.error);
    return writeAnswer(c, await schedules.create(input.data, c.get('user')), true);
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
    (await schedules.removeNoRunDay(c.req.param('day')))
      ? c.body(null, 204)
      : jsonError(404, 'not-found', 'This day is not one of the team’s days without runs.'),
  );
  serve('deleteSchedule', async (c) => {
    const id = scheduleId(c);
    return id !== undefined && (await schedules.remove(id, c.get('user'))) ? c.body(null, 204) : notFound();
  });
}
