/**
 * The overview's contract (`GET /api/overview`): the figures of a period, computed by the database from
 * the journal and the schedules' fires, for one Runtime or robot or for all.
 *
 * An execution belongs to the period by its start (the service's `init`, or when it entered the journal),
 * as in the queue's `from`/`to` filter, so each figure's link to the queue shows the same executions.
 * Deleted executions (taken out of the queue before they ran) are left out of every figure.
 */
import { z } from '../zod';
import { isTimeZone } from '../time-zones';
import { optionalText } from './paging';
import { timeSavedValueSchema } from './time-saved-value';

/** How an execution ended, from its status (spec-gaps.ts `overviewOutcome`); `active` has not ended. */
export const overviewOutcomes = ['success', 'alert', 'error', 'other', 'active'] as const;
export type OverviewOutcome = (typeof overviewOutcomes)[number];

/** The longest period asked at once: the charts' bars stay readable and the database's work bounded. */
export const maxOverviewDays = 92;
const hourMs = 3_600_000;

/** An IANA time zone, UTC when not given. */
export const zoneSchema = z
  .string()
  .max(64)
  .default('UTC')
  .refine(isTimeZone, 'zone: not a time zone this server knows (e.g. America/Sao_Paulo).');

export const overviewQuerySchema = z
  .object({
    from: z.coerce.number().int().nonnegative(),
    to: z.coerce.number().int().nonnegative(),
    runtime: optionalText,
    robot: optionalText,
    /** The operator's time zone (IANA): where the day bars begin and end. */
    zone: zoneSchema,
  })
  .refine((period) => period.to > period.from, 'to must be after from')
  .refine(
    (period) => period.to - period.from <= maxOverviewDays * 24 * hourMs,
    `The period is at most ${maxOverviewDays} days.`,
  );
export type OverviewQuery = z.infer<typeof overviewQuerySchema>;

/** A period up to two days is drawn by the hour, a longer one by the day (in the operator's zone). */
export function overviewBucket(from: number, to: number): 'hour' | 'day' {
  return to - from <= 48 * hourMs ? 'hour' : 'day';
}

const count = z.number().int().nonnegative();

export const overviewSchema = z.object({
  bucket: z.enum(['hour', 'day']),
  /** Executions started in each hour or day of the period, by outcome; every bar, empty ones too. */
  bars: z.array(
    z.object({
      /** The bar's first instant (Unix ms) and the next bar's. */
      from: z.number(),
      to: z.number(),
      counts: z.object(
        Object.fromEntries(overviewOutcomes.map((o) => [o, count])) as Record<OverviewOutcome, typeof count>,
      ),
    }),
  ),
  /** The period's executions that ended, and how many of them succeeded. */
  ended: count,
  succeeded: count,
  /** Each robot's durations (service start to end, ms) over the period's ended executions. */
  robots: z.array(
    z.object({
      robotId: z.string(),
      executions: count,
      p50Ms: z.number(),
      p95Ms: z.number(),
      /** Its p50 in each bar of the period that had one (the small trend line). */
      trend: z.array(z.object({ from: z.number(), p50Ms: z.number() })),
    }),
  ),
  /** Right now, whatever the period: followed executions still queued, and running. */
  now: z.object({ queued: count, running: count }),
  /** The next fires of the schedules (not paused), soonest first. */
  nextFires: z.array(
    z.object({ scheduleId: z.string(), name: z.string(), robotId: z.string(), dueAt: z.number() }),
  ),
  /** The period's fires that were missed, failed to start, or may have started (unknown), latest first. */
  troubledFires: z.array(
    z.object({
      scheduleId: z.string(),
      name: z.string(),
      dueAt: z.number(),
      state: z.enum(['missed', 'failed', 'unknown']),
    }),
  ),
  troubledFireCount: count,
  /**
   * The time the robots saved in the period (issue 36): each catalog robot with minutes by hand, its
   * successful executions (or the documents they processed, when it counts them) times those minutes.
   */
  timeSaved: z.object({
    robots: z.array(
      z.object({
        robotId: z.string(),
        /** What the minutes multiply: the successful executions, or their documents. */
        unit: z.enum(['executions', 'documents']),
        units: count,
        /** Successful executions whose document count could not be read: left out, never guessed. */
        unknown: count,
        manualMinutes: z.number(),
        hours: z.number(),
        /** The robot's own hours: the durations of the successful executions counted (those timed). */
        robotHours: z.number(),
      }),
    ),
    hours: z.number(),
    robotHours: z.number(),
    /** What the hours are worth at the team's reference (time-saved-value.ts). */
    value: timeSavedValueSchema,
  }),
});
export type Overview = z.infer<typeof overviewSchema>;
