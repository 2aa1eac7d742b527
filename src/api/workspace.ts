/**
 * The contract of the console's own API, the team workspace (`/api/...` on our server): what the server
 * answers and what it accepts, as zod schemas that both sides read. The upstream service's contract is
 * schemas.ts; this one is ours.
 */
import { z } from 'zod';
import { catalogFields, englishCatalogWords, uniqueIdsInFile } from './catalog-rules';
import type { EndpointName } from './endpoints';
import { followNoteSchema, lostReasonSchema } from './follow-reasons';
import { idSchema } from './ids';
import { textLimits } from './limits';
import { runVariableSchema } from './schemas';

export const workspacePrefix = '/api';

// --- the execution journal ----------------------------------------------------------------------

/** A run variable as the journal keeps it: a secret's value is never stored, only the fact. */
export const journalVariableSchema = z.union([
  runVariableSchema.extend({ secret: z.literal(false).optional() }),
  z.object({ name: z.string(), type: z.string(), secret: z.literal(true) }),
]);
export type JournalVariable = z.infer<typeof journalVariableSchema>;

export const journalEntrySchema = z.object({
  computerId: z.string(),
  executionId: z.string(),
  robotId: z.string().nullable(),
  /** How it was started here; null for an execution tracked by id (its inputs are unknown). */
  apiVersion: z.enum(['v1', 'v2']).nullable(),
  /** null: the robot's default parameters, or unknown for a tracked execution. */
  variables: z.array(journalVariableSchema).nullable(),
  source: z.enum(['run', 'track']),
  startedBy: z.string(),
  /** When it entered the journal (the run call, or the tracking), Unix ms. */
  startedAt: z.number(),
  status: z.string().nullable(),
  progress: z.number().nullable(),
  /** The service's `init`, Unix ms, once read. */
  init: z.number().nullable(),
  /** The end instant, Unix ms, when known. */
  end: z.number().nullable(),
  ended: z.boolean(),
  returnValue: z.unknown(),
  logs: z.array(z.unknown()).nullable(),
  deletedAt: z.number().nullable(),
  deletedBy: z.string().nullable(),
  /** Why it is no longer followed (not found on its Runtime, past the time limit …), as a code. */
  lostReason: lostReasonSchema.nullable(),
  /** Why the server is not reading it just now, though it will again (no live session to read with …). */
  followNote: followNoteSchema.nullable().default(null),
  updatedAt: z.number(),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const journalSortColumns = [
  'robot',
  'runtime',
  'execution',
  'status',
  'progress',
  'started',
  'duration',
  'operator',
] as const;
export type JournalSortColumn = (typeof journalSortColumns)[number];

/**
 * The status filter's two values that are not statuses of the service: stable values, kept in the
 * queue's URL and compared by the server, never shown as they are (the screens say them in the
 * operator's language, `status.deleted` and `status.unknown`).
 */
export const deletedStatus = 'Deleted';
export const unknownStatus = 'Unknown';
/** The same values under their former names, which the server's journal repository still imports. */
export const deletedStatusLabel = deletedStatus;
export const unknownStatusLabel = unknownStatus;

export const maxJournalPage = 200;

const optionalText = z
  .string()
  .trim()
  .max(textLimits.name * 2)
  .optional()
  .transform((value) => (value === '' ? undefined : value));
const optionalInstant = z.coerce.number().int().nonnegative().optional();

/**
 * What the queue asks for: filters, search, order and a page. The same names are the query string of
 * `GET /api/executions` and of the queue page's URL, so a shared link shows the same rows.
 */
export const journalQuerySchema = z.object({
  status: z.array(z.string().trim().min(1).max(64)).max(50).default([]),
  robot: optionalText,
  runtime: optionalText,
  operator: optionalText,
  /** Only the executions the signed-in operator started or tracked. */
  mine: z.boolean().default(false),
  /** Only the executions still followed: not ended, not deleted, not given up on. */
  active: z.boolean().default(false),
  /** Started at or after this instant (Unix ms). */
  from: optionalInstant,
  /** Started before this instant (Unix ms). */
  to: optionalInstant,
  /** Part of an execution id, a robot, a Runtime or a variable value. */
  q: z.string().trim().max(200).default(''),
  sort: z.enum(journalSortColumns).default('started'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(maxJournalPage).default(50),
});
export type JournalQuery = z.infer<typeof journalQuerySchema>;
export type JournalQueryInput = z.input<typeof journalQuerySchema>;

export const journalPageSchema = z.object({
  items: z.array(journalEntrySchema),
  /** How many executions match the filters, over all pages. */
  total: z.number().int(),
});
export type JournalPage = z.infer<typeof journalPageSchema>;

/** The values present in the journal, for the filter menus. */
export const journalFacetsSchema = z.object({
  statuses: z.array(z.string()),
  robots: z.array(z.string()),
  runtimes: z.array(z.string()),
  operators: z.array(z.string()),
});
export type JournalFacets = z.infer<typeof journalFacetsSchema>;

/** "Track execution": adds an execution started elsewhere. */
export const trackRequestSchema = z.object({
  computerId: idSchema('the Runtime ID'),
  executionId: idSchema('the execution ID'),
});

/**
 * The executions that ended in a period, per normalised status (for the RPA statistics): how many, how
 * many of them have both a start and an end, and their summed duration.
 */
export const endedSummarySchema = z.array(
  z.object({
    status: z.string(),
    executions: z.number().int(),
    timed: z.number().int(),
    totalMs: z.number(),
  }),
);
export type EndedSummary = z.infer<typeof endedSummarySchema>;

// --- errors -------------------------------------------------------------------------------------

/** A refused write: someone else changed the record since the operator loaded it. */
export const conflictBodySchema = z.object({
  error: z.literal('conflict'),
  message: z.string(),
  changedBy: z.string(),
  changedAt: z.number(),
  /** The entry as it is now (a catalog Runtime or Robot). */
  current: z.unknown(),
});

// --- the catalog --------------------------------------------------------------------------------

const runtimeFields = catalogFields(englishCatalogWords('the Runtime ID'));
const robotFields = catalogFields(englishCatalogWords('the Robot ID'));

/**
 * A variable of a catalog Robot. A file written by hand may leave out the type (text is the only one the
 * spec gives, §2.4), the default value and the flags; files exported before variables could be secret
 * have no "secret": none of theirs is.
 */
export const catalogVariableSchema = z.object({
  name: robotFields.variableName,
  type: robotFields.variableType.nullish().transform((type) => type ?? 'text'),
  defaultValue: robotFields.defaultValue.nullish().transform((value) => value ?? ''),
  required: z.boolean().default(false),
  /** A secret's value (a password, a token) is never stored in the journal, nor shown again. */
  secret: z.boolean().default(false),
});
export type CatalogVariable = z.output<typeof catalogVariableSchema>;

export const runtimeInputSchema = z.object({
  /** ID_COMPUTER, as the service knows it. */
  computerId: runtimeFields.id,
  name: runtimeFields.name,
  description: runtimeFields.description.nullish().transform((text) => text ?? ''),
});
export type RuntimeInput = z.input<typeof runtimeInputSchema>;

export const robotInputSchema = z.object({
  /** ID_ROBOT, as the service knows it. */
  robotId: robotFields.id,
  name: robotFields.name,
  description: robotFields.description.nullish().transform((text) => text ?? ''),
  variables: robotFields.variables(catalogVariableSchema).default([]),
});
export type RobotInput = z.input<typeof robotInputSchema>;

/** Who changed a catalog entry last, and its version for the next edit's conflict check. */
const revisionFields = {
  version: z.number().int().positive(),
  updatedBy: z.string(),
  updatedAt: z.number(),
};

export const catalogRuntimeSchema = z.object({
  computerId: z.string(),
  name: z.string(),
  description: z.string(),
  ...revisionFields,
});
export type CatalogRuntime = z.infer<typeof catalogRuntimeSchema>;

export const catalogRobotSchema = z.object({
  robotId: z.string(),
  name: z.string(),
  description: z.string(),
  variables: z.array(catalogVariableSchema),
  ...revisionFields,
});
export type CatalogRobot = z.infer<typeof catalogRobotSchema>;

export const teamCatalogSchema = z.object({
  runtimes: z.array(catalogRuntimeSchema),
  robots: z.array(catalogRobotSchema),
});
export type TeamCatalog = z.infer<typeof teamCatalogSchema>;

/** A save: `version` is the one the operator edited (a conflict when it is no longer current), absent for a new entry. */
export const catalogSaveSchema = <T extends z.ZodType>(entry: T) =>
  z.object({ entry, version: z.number().int().positive().optional() });

/** The file that Export writes and Import reads (version 1 is also what the browser-only catalog kept). */
export const catalogFileSchema = uniqueIdsInFile(
  z.object({
    version: z.literal(1),
    runtimes: z.array(runtimeInputSchema).default([]),
    robots: z.array(robotInputSchema).default([]),
  }),
);
export type CatalogFile = z.infer<typeof catalogFileSchema>;

const importOutcomeSchema = z.enum(['added', 'replaced', 'unchanged']);
/** The version an entry has once the import is applied; null in a preview. */
const versionAfterImport = z.number().int().positive().nullable();

/**
 * One entry of an imported file and what the import does to it, by id: `before` is the catalog's entry
 * it replaces (or leaves as it is), null when it is added; enough to name it and to take the import back.
 */
export const catalogImportEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('runtime'),
    id: z.string(),
    name: z.string(),
    outcome: importOutcomeSchema,
    before: catalogRuntimeSchema.nullable(),
    version: versionAfterImport,
  }),
  z.object({
    kind: z.literal('robot'),
    id: z.string(),
    name: z.string(),
    outcome: importOutcomeSchema,
    before: catalogRobotSchema.nullable(),
    version: versionAfterImport,
  }),
]);
export type CatalogImportEntry = z.infer<typeof catalogImportEntrySchema>;

export const catalogImportSummarySchema = z.object({
  added: z.array(z.string()),
  replaced: z.array(z.string()),
  unchanged: z.array(z.string()),
  /** The same, entry by entry, in the order of the file (runtimes first). */
  entries: z.array(catalogImportEntrySchema),
});
export type CatalogImportSummary = z.infer<typeof catalogImportSummarySchema>;

// --- reporting history --------------------------------------------------------------------------

export const reportForms = ['suppliers', 'job-positions', 'rpa', 'volumetry'] as const;
export const reportFormSchema = z.enum(reportForms);
export type ReportForm = z.infer<typeof reportFormSchema>;

/** The endpoint each form sends its records to. */
export const reportFormEndpoints = {
  rpa: 'rpaRecord',
  volumetry: 'volumetryRecord',
  suppliers: 'supplier',
  'job-positions': 'jobPosition',
} as const satisfies Record<ReportForm, EndpointName>;

export const historyEntrySchema = z.object({
  id: z.number().int(),
  form: reportFormSchema,
  sentAt: z.number(),
  sentBy: z.string(),
  /** The body sent, exactly; each form reads it with its own schema. */
  payload: z.unknown(),
  outcome: z.enum(['sent', 'failed']),
  /** The service's answer when it accepted the record. */
  answer: z.unknown(),
  /** Our English words for why it failed (never the service's own text), for logs and API callers. */
  error: z.string().nullable(),
  /**
   * Why it failed as the server's error code (`upstream-failed` …) and the HTTP status the browser got,
   * for the console to say in the operator's language; null for a send recorded before these were kept,
   * which only has `error`.
   */
  errorCode: z.string().nullable(),
  errorStatus: z.number().int().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

/** The JSON text of one record, as the history's `payload` filter takes it. */
const recordJsonSchema = z
  .string()
  .max(4_000)
  .refine((text) => {
    try {
      const value: unknown = JSON.parse(text);
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    } catch {
      return false;
    }
  }, 'Expected the JSON of one record.');

export const historyQuerySchema = z.object({
  form: reportFormSchema,
  /** Only the sends that ended this way. */
  outcome: z.enum(['sent', 'failed']).optional(),
  /**
   * Only the sends of exactly this record (its JSON, compared field by field whatever the order): asks
   * whether the same RPA or volumetry figures were already sent, since the service counts them twice.
   */
  payload: recordJsonSchema.optional(),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(maxJournalPage).default(50),
});
export type HistoryQuery = z.infer<typeof historyQuerySchema>;

export const historyPageSchema = z.object({ items: z.array(historyEntrySchema), total: z.number().int() });
export type HistoryPage = z.infer<typeof historyPageSchema>;

// --- activity log -------------------------------------------------------------------------------

export const activityActions = [
  'sign-in',
  'sign-out',
  'run',
  'track',
  'delete',
  'catalog-save',
  'catalog-delete',
  'catalog-import',
  'report-send',
  'moved-in',
] as const;
export type ActivityAction = (typeof activityActions)[number];

export const activityEntrySchema = z.object({
  id: z.number().int(),
  at: z.number(),
  actor: z.string(),
  action: z.enum(activityActions),
  /** What it was about, in a few words: an execution, a catalog entry, a form. */
  target: z.string(),
  /** A few facts (never a password, token or key). */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityQuerySchema = z.object({
  actor: optionalText,
  action: z.array(z.enum(activityActions)).max(activityActions.length).default([]),
  from: optionalInstant,
  to: optionalInstant,
  q: z.string().trim().max(200).default(''),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(maxJournalPage).default(50),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityPageSchema = z.object({ items: z.array(activityEntrySchema), total: z.number().int() });
export type ActivityPage = z.infer<typeof activityPageSchema>;

// --- moving in: what a browser kept before the team workspace ------------------------------------

/** One execution as a browser's own queue kept it (before the team workspace). */
export const movedExecutionSchema = z.object({
  computerId: idSchema('the Runtime ID'),
  executionId: idSchema('the execution ID'),
  robotId: z.string().max(200).optional(),
  run: z
    .object({
      apiVersion: z.enum(['v1', 'v2']),
      variables: z.array(runVariableSchema).max(textLimits.variables).nullable(),
    })
    .optional(),
  source: z.enum(['run', 'track']),
  addedAt: z.number(),
  status: z.string().max(200).optional(),
  progress: z.number().optional(),
  init: z.number().optional(),
  endedAt: z.number().optional(),
  ended: z.boolean(),
  deletedAt: z.number().optional(),
  lostReason: z.string().max(500).optional(),
});
export type MovedExecution = z.infer<typeof movedExecutionSchema>;

/** One reporting send as a browser's history kept it. */
export const movedSendSchema = z.object({
  form: reportFormSchema,
  sentAt: z.number(),
  payload: z.unknown(),
  outcome: z.enum(['sent', 'failed']),
  response: z.unknown().optional(),
  error: z.string().max(2_000).optional(),
});
export type MovedSend = z.infer<typeof movedSendSchema>;

/** Everything one browser brings to the team workspace, at most once per entry. */
export const moveInRequestSchema = z.object({
  executions: z.array(movedExecutionSchema).max(10_000).default([]),
  catalog: z
    .object({
      runtimes: z.array(runtimeInputSchema).max(1_000),
      robots: z.array(robotInputSchema).max(1_000),
    })
    .default({ runtimes: [], robots: [] }),
  history: z.array(movedSendSchema).max(2_000).default([]),
});
export type MoveInRequest = z.input<typeof moveInRequestSchema>;
export type MoveInData = z.output<typeof moveInRequestSchema>;

const movedCounts = z.object({
  executions: z.number().int(),
  runtimes: z.number().int(),
  robots: z.number().int(),
  sends: z.number().int(),
});

/**
 * What was added, what the workspace already had (and kept as it was), and how many reporting sends
 * could not be read as a record of their form (left in the browser).
 */
export const moveInResultSchema = z.object({
  added: movedCounts,
  alreadyThere: movedCounts,
  unreadableSends: z.number().int(),
});
export type MoveInResult = z.infer<typeof moveInResultSchema>;
