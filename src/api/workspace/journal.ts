/**
 * The execution journal's contract: its entries, the queue's query and pages, the filter menus' values,
 * tracking, and the summaries of ended executions.
 */
import { z } from '../zod';
import { followNoteSchema, lostReasonSchema } from '../follow-reasons';
import { idSchema } from '../ids';
import { runVariableSchema } from '../schemas';
import { maxJournalPage, optionalInstant, optionalText, pageOffset } from './paging';

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
  /** The schedule that started the run (its name then), absent for a run a person started. */
  schedule: z.object({ id: z.string(), name: z.string() }).optional(),
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
  /**
   * Only the executions a reporting plan's send counts (its id): its idea's period with its plan's filters
   * (issue 36). An id of no send matches nothing; past the largest id the store keeps, it is refused.
   */
  send: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Part of an execution id, a robot, a Runtime or a variable value. */
  q: z.string().trim().max(200).default(''),
  sort: z.enum(journalSortColumns).default('started'),
  dir: z.enum(['asc', 'desc']).default('desc'),
  offset: pageOffset,
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
