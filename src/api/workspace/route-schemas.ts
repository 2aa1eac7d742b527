/**
 * What each of the console's own routes reads and answers: the server checks a route's path segments,
 * query and body with these schemas before its handler runs (server/routes/route-helpers.ts, readInput),
 * and the OpenAPI document (`GET /api/openapi.json`, server/routes/openapi-document.ts) is made from this
 * map, never from copies. Every route of the table must have its entry, or the typecheck fails.
 */
import { z } from '../zod';
import { closingEventSchema, readyEventSchema, resetEventSchema } from '../live-events';
import { readLimits } from '../limits';
import { activityPageSchema, activityQuerySchema } from './activity';
import { reportingOutcomesSchema } from './reporting-outcomes';
import { reportingOutcomesSaveSchema } from './reporting-outcomes-save';
import {
  approveSendSchema,
  restatementDecisionSchema,
  rejectSendSchema,
  reportingPlanInputSchema,
  reportingPlanPatchSchema,
  reportingPlanSchema,
  reportingSendSchema,
  reportingSendsQuerySchema,
  sendPeriodSchema,
} from './reporting-plans';
import { apiTokenCreatedSchema, apiTokenCreateSchema, apiTokensSchema } from './api-tokens';
import {
  acknowledgeRequestSchema,
  alertNumber,
  alertSchema,
  alertsPageSchema,
  alertsQuerySchema,
  watchdogSettingsSaveSchema,
  watchdogSettingsSchema,
} from './alerts';
import {
  catalogImportSummarySchema,
  catalogRobotSchema,
  catalogRuntimeSchema,
  conflictBodySchema,
  teamCatalogSchema,
} from './catalog';
import {
  catalogDeleteQuerySchema,
  catalogImportRequestSchema,
  endedSummaryQuerySchema,
  knownQuerySchema,
  noRunDaysSchema,
  robotCreateSchema,
  robotUpdateSchema,
  runtimeCreateSchema,
  runtimeUpdateSchema,
} from './handler-schemas';
import { historyEntrySchema, historyPageSchema, historyQuerySchema } from './history';
import {
  endedSummarySchema,
  journalEntrySchema,
  journalFacetsSchema,
  journalPageSchema,
  journalQuerySchema,
  trackRequestSchema,
} from './journal';
import { moveInRequestSchema } from './move-in';
import { moveInResultSchema } from './move-in-result';
import { monthlySummaryQuerySchema, monthlySummarySchema } from './monthly-summary';
import { overviewQuerySchema, overviewSchema } from './overview';
import { timeSavedReferenceSchema } from './time-saved-reference';
import { timeSavedReferenceSaveSchema } from './time-saved-reference-save';
import type { RouteSchemas } from './route-description';
import { roleChangeSchema, sessionsEndedSchema, teamMemberSchema, teamSchema } from './team';
import type { WorkspaceRouteName, workspaceRouteTable } from './routes';
import {
  localDay,
  noRunDayInputSchema,
  runNowAnswerSchema,
  scheduleDetailSchema,
  scheduleInputSchema,
  scheduleNoticesQuerySchema,
  scheduleNoticesSchema,
  schedulePatchSchema,
  schedulePreviewSchema,
  scheduleSchema,
  scheduleTimingSchema,
} from './schedules';

/** Every route of the table, each described with its path's segments: a route left out fails the typecheck. */
export type WorkspaceRouteSchemaMap = {
  readonly [N in WorkspaceRouteName]: RouteSchemas<(typeof workspaceRouteTable)[N]['path']>;
};

const runtimeId = { id: { description: 'The Runtime ID (ID_COMPUTER).' } };
const robotId = { id: { description: 'The Robot ID (ID_ROBOT).' } };
const scheduleId = {
  id: {
    description: "The schedule's id, a UUID (any other text is answered 404).",
    schema: z.uuid(),
    notFound: 'There is no schedule with this id (it may have been deleted).',
  },
};
const planId = {
  id: {
    description: "The reporting plan's id, a UUID (any other text is answered 404).",
    schema: z.uuid(),
    notFound: 'There is no reporting plan with this id (it may have been deleted).',
  },
};
const sendId = {
  id: {
    description: "The send's id, a whole number.",
    schema: z.coerce.number().int().positive(),
    notFound: 'There is no send with this id.',
  },
};
const noSend = 'There is no send with this id (`not-found`).';
/** An admin's decision on a restatement: the send, and why (a note). */
const restatementDecision = {
  params: sendId,
  body: restatementDecisionSchema,
  refusals: { 404: noSend, 409: 'The send has no open restatement (`conflict`).' },
};
const noRunDay = { day: { description: 'The day, YYYY-MM-DD.', schema: localDay } };
const conflict = {
  description: 'Someone changed it since the version sent: who, when, and the record as it is now.',
  schema: conflictBodySchema,
};
const entryGone = 'The entry no longer exists (`entry-gone`).';
const noSchedule = 'There is no schedule with this id (`not-found`).';
const noPlan = 'There is no reporting plan with this id (`not-found`).';

export const workspaceRouteSchemas = {
  journalPage: {
    summary: 'The team journal, a page at a time (the queue)',
    description:
      "Flags (`mine`, `active`) are `1` or `true`; `status` repeats for several statuses. `send` (a reporting send's id) keeps only the executions its figures count: its idea's period with its plan's filters (a correction: the whole period); an id of no send lists nothing.",
    query: journalQuerySchema,
    success: { json: { 200: journalPageSchema } },
  },
  journalFacets: {
    summary: 'The values in the journal, for the filter menus',
    success: { json: { 200: journalFacetsSchema } },
  },
  endedSummary: {
    summary: `The executions that ended in a period, per status (Unix ms, \`to\` after \`from\`, at most ${readLimits.summaryDays} days)`,
    query: endedSummaryQuerySchema,
    success: { json: { 200: endedSummarySchema } },
  },
  overview: {
    summary: "The overview's figures of a period (Unix ms, at most 92 days), for one Runtime or robot or all",
    description:
      'Executions belong to the period by their start; deleted ones are left out. Bars are hours for a period up to 48 h, days (in `zone`) beyond.',
    query: overviewQuerySchema,
    success: { json: { 200: overviewSchema } },
  },
  monthlySummary: {
    summary:
      'A month of the figures per idea: executions by outcome, hours, time saved, its value, documents',
    description:
      'The month (`YYYY-MM`) runs from its first to its last day in `zone`; executions belong to it by their start, as in the overview. The value is priced at the team’s reference (`/api/time-saved-reference`).',
    query: monthlySummaryQuerySchema,
    success: { json: { 200: monthlySummarySchema } },
  },
  timeSavedReference: {
    summary: 'The job position (and supplier) whose hourly values price the time saved',
    description:
      'Named as sent; their hourly values are read from the latest successful send of each name in the reporting history.',
    success: { json: { 200: timeSavedReferenceSchema } },
  },
  saveTimeSavedReference: {
    summary: 'Choose the reference job position and supplier, from the version read',
    description:
      'Each must be one the team sent successfully (a 400 names the field otherwise); `null` clears it. A supplier needs a job position.',
    body: timeSavedReferenceSaveSchema,
    success: { json: { 200: timeSavedReferenceSchema } },
    refusals: { 409: conflict },
  },
  alerts: {
    summary: "The watchdogs' alerts: the open ones (default), or the latest of all",
    query: alertsQuerySchema,
    success: { json: { 200: alertsPageSchema } },
  },
  acknowledgeAlert: {
    summary: 'Acknowledge an alert, with an optional note (again: answered as it is, unchanged)',
    params: {
      id: {
        description: "The alert's number (any other text is answered 404).",
        schema: alertNumber,
        notFound: 'There is no alert with this number.',
      },
    },
    body: acknowledgeRequestSchema,
    success: { json: { 200: alertSchema } },
    refusals: { 404: 'There is no alert with this number (`not-found`).' },
  },
  watchdogSettings: {
    summary: "The watchdogs' rules and limits (the defaults until someone saves them)",
    success: { json: { 200: watchdogSettingsSchema } },
  },
  saveWatchdogSettings: {
    summary: "Change the watchdogs' rules, from the version read",
    body: watchdogSettingsSaveSchema,
    success: { json: { 200: watchdogSettingsSchema } },
    refusals: { 409: conflict },
  },
  journalEntry: {
    summary: 'One execution of the journal',
    params: {
      computerId: { description: 'The Runtime ID (ID_COMPUTER).' },
      executionId: { description: 'The execution ID.' },
    },
    success: { json: { 200: journalEntrySchema } },
    refusals: { 404: 'The journal has no such execution (`not-in-journal`).' },
  },
  track: {
    summary: 'Track an execution started elsewhere (201: added; 200: it was already in the journal)',
    body: trackRequestSchema,
    success: { json: { 200: journalEntrySchema, 201: journalEntrySchema } },
  },
  events: {
    summary: "The journal's live stream (Server-Sent Events)",
    description:
      "Each event's `data` is JSON (see `x-events`); `execution` and `reset` carry an `id`. To resume, " +
      'send the last id as `Last-Event-ID`, or as `?after=<id>` on a first connection. A comment ' +
      '(`: heartbeat`) comes every 15 s.',
    success: {
      events: {
        ready: readyEventSchema,
        execution: journalEntrySchema,
        reset: resetEventSchema,
        closing: closingEventSchema,
      },
    },
    refusals: {
      429: 'This sign-in has as many live streams open as allowed (`too-many-live-views`).',
      503: 'The server follows as many live streams as it can (`live-views-full`).',
    },
  },
  catalog: {
    summary: "The team's catalog of Runtimes and Robots",
    success: { json: { 200: teamCatalogSchema } },
  },
  createRuntime: {
    summary: 'Add a Runtime to the catalog',
    body: runtimeCreateSchema,
    success: { json: { 201: catalogRuntimeSchema } },
  },
  updateRuntime: {
    summary: 'Change a Runtime, from the version it was read at',
    params: runtimeId,
    body: runtimeUpdateSchema,
    success: { json: { 200: catalogRuntimeSchema } },
    refusals: { 404: entryGone, 409: conflict },
  },
  deleteRuntime: {
    summary: 'Delete a Runtime, at the version it was read at',
    params: runtimeId,
    query: catalogDeleteQuerySchema,
    success: { json: { 200: catalogRuntimeSchema } },
    refusals: { 404: entryGone, 409: conflict },
  },
  createRobot: {
    summary: 'Add a Robot to the catalog',
    body: robotCreateSchema,
    success: { json: { 201: catalogRobotSchema } },
  },
  updateRobot: {
    summary: 'Change a Robot, from the version it was read at',
    params: robotId,
    body: robotUpdateSchema,
    success: { json: { 200: catalogRobotSchema } },
    refusals: { 404: entryGone, 409: conflict },
  },
  deleteRobot: {
    summary: 'Delete a Robot, at the version it was read at',
    params: robotId,
    query: catalogDeleteQuerySchema,
    success: { json: { 200: catalogRobotSchema } },
    refusals: { 404: entryGone, 409: conflict },
  },
  importCatalog: {
    summary: 'Import a catalog file (`apply: false` only says what it would do)',
    body: catalogImportRequestSchema,
    success: { json: { 200: catalogImportSummarySchema } },
  },
  history: {
    summary: 'The reporting records sent, a page at a time',
    query: historyQuerySchema,
    success: { json: { 200: historyPageSchema } },
  },
  known: {
    summary: 'The suppliers or job positions sent before',
    query: knownQuerySchema,
    success: { json: { 200: historyEntrySchema.array() } },
  },
  reportingOutcomes: {
    summary: 'Which outcome of a reporting record each execution status counts as',
    description:
      "Every status the console knows, with the team's outcome (`success`, `alert`, `error`, or `ignore`: not counted); a status not named counts by its usual meaning (docs/spec-gaps.md).",
    success: { json: { 200: reportingOutcomesSchema } },
  },
  saveReportingOutcomes: {
    summary: 'Change which outcome each status counts as, from the version read',
    description: 'Statuses are written in capitals. A status left out counts by its usual meaning.',
    body: reportingOutcomesSaveSchema,
    success: { json: { 200: reportingOutcomesSchema } },
    refusals: { 409: conflict },
  },
  reportingPlans: {
    summary: "The team's reporting plans, with the next instants their sends go at",
    success: { json: { 200: reportingPlanSchema.array() } },
  },
  createReportingPlan: {
    summary: "Create a reporting plan: which records go for an idea's periods, and when",
    description:
      '`sendAt` is `"HH:MM"` of the next day for a day, the minute `"MM"` of the next hour for an hour. The ' +
      'server also refuses, naming the field, an unknown time zone.',
    body: reportingPlanInputSchema,
    success: { json: { 201: reportingPlanSchema } },
  },
  reportingPlan: {
    summary: 'A reporting plan',
    params: planId,
    success: { json: { 200: reportingPlanSchema } },
    refusals: { 404: noPlan },
  },
  updateReportingPlan: {
    summary: 'Change the fields sent, from the version they were read at',
    params: planId,
    body: reportingPlanPatchSchema,
    success: { json: { 200: reportingPlanSchema } },
    refusals: { 404: noPlan, 409: conflict },
  },
  deleteReportingPlan: {
    summary: 'Delete a reporting plan (what it sent stays in the history)',
    params: planId,
    success: { noContent: true },
    refusals: { 404: noPlan },
  },
  sendReportingPeriod: {
    summary: "Send (or put up for approval) one of the plan's periods that is over, now",
    description:
      '`period` is the start of a day or an hour of the plan (a backfill may be from before the plan ' +
      'existed). A period kept before is never sent again: 409 with its sends. 201 with the sends made ' +
      '(none when nothing ended in it and the plan sends no zeros).',
    params: planId,
    body: sendPeriodSchema,
    success: { json: { 201: reportingSendSchema.array() } },
    refusals: {
      404: noPlan,
      409: 'This period was sent, or put up for approval, before (`conflict`).',
    },
  },
  reportingSends: {
    summary: "The plans' sends, newest period first (500 at most)",
    query: reportingSendsQuerySchema,
    success: { json: { 200: reportingSendSchema.array() } },
  },
  approveReportingSend: {
    summary: 'Approve a waiting send, or send a failed one again; corrected figures need a note',
    params: sendId,
    body: approveSendSchema,
    success: { json: { 200: reportingSendSchema } },
    refusals: { 404: noSend, 409: 'The send is not waiting or failed any more (`conflict`).' },
  },
  rejectReportingSend: {
    summary: 'Reject a waiting send, with a note',
    params: sendId,
    body: rejectSendSchema,
    success: { json: { 200: reportingSendSchema } },
    refusals: { 404: noSend, 409: 'The send is not waiting any more (`conflict`).' },
  },
  correctReportingSend: {
    summary: "Send a sent period's restatement (its late ends) as a correction, with a note",
    description:
      'The correction is a send of its own (`correctionOf` is this send), delivered once: the difference ' +
      "as a record with the period's `processedAt`, as the analytics product sums an idea's records " +
      '(spec-gaps.ts, `reportingRecordsAdd`). Two admins correcting at once make one correction.',
    ...restatementDecision,
    success: { json: { 201: reportingSendSchema } },
  },
  dismissReportingRestatement: {
    summary: "Dismiss a sent period's restatement (its late ends), with a note; nothing is sent",
    description: 'It opens again if more late ends of the period are learned.',
    ...restatementDecision,
    success: { json: { 200: reportingSendSchema } },
  },
  activity: {
    summary: 'The activity log: who did what, a page at a time',
    description: '`action` repeats for several actions.',
    query: activityQuerySchema,
    success: { json: { 200: activityPageSchema } },
  },
  schedules: { summary: "The team's schedules", success: { json: { 200: scheduleSchema.array() } } },
  createSchedule: {
    summary: 'Create a schedule',
    description:
      'The server also refuses, naming the field, an unknown time zone, a cron that never fires and an ' +
      'end before the start. Secret values are kept sealed and never answered.',
    body: scheduleInputSchema,
    success: { json: { 201: scheduleSchema } },
  },
  previewSchedule: {
    summary: 'When a schedule would fire, before it is saved (the next fires and the days skipped)',
    body: scheduleTimingSchema,
    success: { json: { 200: schedulePreviewSchema } },
    refusals: {
      429: 'Too many previews from this caller within a minute (`too-many-previews`); see `Retry-After`.',
    },
  },
  schedule: {
    summary: 'A schedule with its next fires and its latest fires',
    params: scheduleId,
    success: { json: { 200: scheduleDetailSchema } },
    refusals: { 404: noSchedule },
  },
  updateSchedule: {
    summary: 'Change the fields sent, from the version they were read at',
    params: scheduleId,
    body: schedulePatchSchema,
    success: { json: { 200: scheduleSchema } },
    refusals: { 404: noSchedule, 409: conflict },
  },
  deleteSchedule: {
    summary: 'Delete a schedule',
    params: scheduleId,
    success: { noContent: true },
    refusals: { 404: noSchedule },
  },
  runSchedule: {
    summary: 'Run a schedule now, as the operator asking (with their session)',
    params: scheduleId,
    success: { json: { 201: runNowAnswerSchema } },
    refusals: {
      404: noSchedule,
      409: 'The schedule is being run right now (`conflict`), or its saved secret values can no longer be opened (`secret-unreadable`: type them again).',
      502: 'The orchestration service did not start the run.',
    },
  },
  scheduleNotices: {
    summary: "What went wrong with the operator's own schedules since a fire (or in the last day)",
    query: scheduleNoticesQuerySchema,
    success: { json: { 200: scheduleNoticesSchema } },
  },
  noRunDays: { summary: "The team's days without runs", success: { json: { 200: noRunDaysSchema } } },
  saveNoRunDay: {
    summary: 'Add a day without runs (or change its note)',
    params: noRunDay,
    body: noRunDayInputSchema,
    success: { noContent: true },
  },
  deleteNoRunDay: {
    summary: 'Remove a day without runs',
    params: noRunDay,
    success: { noContent: true },
    refusals: { 404: 'The day is not one of the days without runs (`not-found`).' },
  },
  team: {
    summary: 'Everyone who has signed in, their role and their last sign-in',
    success: { json: { 200: teamSchema } },
  },
  changeRole: {
    summary: "Change someone's role (at once, on every instance)",
    params: { username: { description: 'Who, as they sign in (compared without case).' } },
    body: roleChangeSchema,
    success: { json: { 200: teamMemberSchema } },
    refusals: {
      404: 'Nobody of this name has signed in (`not-found`).',
      409: 'They are the last admin, who cannot be removed (`last-admin`).',
    },
  },
  endSessions: {
    summary: "End every session of someone, at once on every instance (the caller's own too, if theirs)",
    params: { username: { description: 'Who, as they sign in (compared without case).' } },
    success: { json: { 200: sessionsEndedSchema } },
    refusals: { 404: 'Nobody of this name has signed in (`not-found`).' },
  },
  apiTokens: {
    summary: "The caller's own personal API tokens (never the tokens themselves)",
    success: { json: { 200: apiTokensSchema } },
  },
  createApiToken: {
    summary: 'Make a personal API token, answered this once (a role no higher than the caller’s)',
    body: apiTokenCreateSchema,
    success: { json: { 201: apiTokenCreatedSchema } },
  },
  revokeApiToken: {
    summary: 'Revoke one of the caller’s tokens, at once on every instance',
    params: { id: { description: 'The token’s id, as the list gives it.' } },
    success: { noContent: true },
    refusals: { 404: 'The caller has no such token (`not-found`).' },
  },
  moveIn: {
    summary: 'Bring what a browser kept before the team workspace (a body of up to 8 MiB)',
    body: moveInRequestSchema,
    // What a browser brings when it moves in (its queue, catalog and history) may be larger.
    maxBody: 8 * 1024 * 1024,
    success: { json: { 200: moveInResultSchema } },
  },
} as const satisfies WorkspaceRouteSchemaMap;
