/**
 * The watchdogs' contract (docs/watchdogs.md): the rules' settings, the alerts they raise, and an
 * operator's acknowledgement. One alert per cause: a cause (this execution queued too long, this
 * Runtime down …) has at most one alert that has not resolved, however long it lasts.
 */
import { z } from '../zod';
import { textLimits } from '../limits';

export const alertKinds = [
  /** An execution queued (PENDENT or the like) for longer than the rule's minutes. */
  'queued-too-long',
  /** An execution running for longer than its robot's usual (p95 × factor) or the fixed limit. */
  'running-too-long',
  /** A Runtime where everything queued stayed queued for the rule's minutes while nothing ran. */
  'runtime-down',
  /** A schedule whose fire was missed or failed to start (until one of its fires starts a run). */
  'schedule-fire',
  /** A robot whose last executions all failed, the rule's number in a row. */
  'robot-failing',
  /**
   * A reporting plan's send (issue 36) that the service refused, whose answer never came, or that has
   * waited for an admin's approval longer than the rule's hours: one alert per send.
   */
  'reporting-send',
] as const;
export type AlertKind = (typeof alertKinds)[number];

/** What an alert is about: the ids its kind names (an execution, a Runtime, a schedule, a robot). */
export const alertSubjectSchema = z.object({
  computerId: z.string().optional(),
  executionId: z.string().optional(),
  robotId: z.string().optional(),
  scheduleId: z.string().optional(),
  scheduleName: z.string().optional(),
  /** A reporting plan's send, and its idea. */
  sendId: z.number().optional(),
  ideaId: z.number().optional(),
});
export type AlertSubject = z.infer<typeof alertSubjectSchema>;

/** The actor the activity log names for what the watchdogs do themselves (raise, resolve). */
export const watchdogActor = 'watchdog';

export const alertSchema = z.object({
  id: z.number().int(),
  kind: z.enum(alertKinds),
  subject: alertSubjectSchema,
  /**
   * The figures behind it, for its words: `minutes` (queued, down, running), `limitMinutes` (running),
   * `failures` (robot), `state` and `dueAt` (a fire: missed / failed / unknown), `state`, `kind` and
   * `periodStart` (a reporting send: failed / unknown / waiting).
   */
  facts: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  raisedAt: z.number(),
  /** When its cause went away by itself (the execution ran, the Runtime ran something …). */
  resolvedAt: z.number().nullable(),
  acknowledgedAt: z.number().nullable(),
  acknowledgedBy: z.string().nullable(),
  note: z.string().nullable(),
});
export type Alert = z.infer<typeof alertSchema>;

/** `GET /api/alerts`: `open` (neither resolved nor acknowledged, the default) or the latest of all. */
export const alertsQuerySchema = z.object({
  state: z.enum(['open', 'all']).default('open'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const alertsPageSchema = z.object({
  items: z.array(alertSchema),
  /** How many are open, over all pages (the header's count). */
  open: z.number().int(),
});
export type AlertsPage = z.infer<typeof alertsPageSchema>;

/** An alert's number, as a path segment gives it. */
export const alertNumber = z.coerce.number().int().positive().max(2_147_483_647);

/** `POST /api/alerts/{id}/acknowledge`: an optional note on what was done about it. */
export const acknowledgeRequestSchema = z.object({
  note: z.string().trim().max(textLimits.description).default(''),
});

const minutes = z
  .number()
  .int()
  .min(1)
  .max(7 * 24 * 60);

/** The rules and their limits; every rule can be turned off. */
export const watchdogRulesSchema = z.object({
  queued: z.object({ enabled: z.boolean(), minutes }),
  running: z.object({
    enabled: z.boolean(),
    /** Times the robot's p95 over the last 30 days (when it has at least a few timed ends). */
    p95Factor: z.number().min(1).max(100),
    /** A fixed limit instead, when set. */
    limitMinutes: minutes.nullable(),
  }),
  runtimeDown: z.object({ enabled: z.boolean(), minutes }),
  scheduleFires: z.object({ enabled: z.boolean() }),
  failures: z.object({ enabled: z.boolean(), inARow: z.number().int().min(1).max(100) }),
  reportingSends: z.object({
    enabled: z.boolean(),
    /** A send waiting for approval longer than this is raised. */
    waitingHours: z
      .number()
      .int()
      .min(1)
      .max(7 * 24),
  }),
});
export type WatchdogRules = z.infer<typeof watchdogRulesSchema>;

export const defaultWatchdogRules: WatchdogRules = {
  queued: { enabled: true, minutes: 15 },
  running: { enabled: true, p95Factor: 3, limitMinutes: null },
  runtimeDown: { enabled: true, minutes: 30 },
  scheduleFires: { enabled: true },
  failures: { enabled: true, inARow: 3 },
  reportingSends: { enabled: true, waitingHours: 24 },
};

/** The settings as kept: the rules, with who changed them last (none for the defaults). */
export const watchdogSettingsSchema = z.object({
  rules: watchdogRulesSchema,
  version: z.number().int(),
  updatedBy: z.string().nullable(),
  updatedAt: z.number().nullable(),
});
export type WatchdogSettings = z.infer<typeof watchdogSettingsSchema>;

/** `PUT /api/watchdog-settings`: the rules, and the version they were edited from (409 if it moved). */
export const watchdogSettingsSaveSchema = z.object({
  rules: watchdogRulesSchema,
  version: z.number().int().nonnegative(),
});
