/**
 * Why the server stopped following an execution (the journal's `lostReason`) and why it waits for now
 * (`followNote`), as codes: the server records a code, the journal API answers it parsed with these
 * schemas, and the console says it in the operator's language (i18n/follow-words.ts). This module is the
 * one place that knows the codes, how they are stored, and the English sentences stored before them.
 *
 * Stored as short text in the columns that held the sentences (`lost_reason`, `follow_note`):
 * `not-found`, `time-limit:12`, `polling-limit`, `not-followable:execution:slash`, `paused-no-session`.
 * Not JSON and not new columns: "lost_reason is null" stays the test of "still followed" (the follower's
 * index, its claims, the queue's filter), a waiting note is still found by equality, a row stored before
 * is read through the same column, and the text stays readable in the database.
 */
import { z } from './zod';
import { idProblem, idProblemMessage, idProblems } from './ids';

/** The ids of an execution that the follower asks for. */
export const followedIds = ['runtime', 'execution'] as const;

const recordedReasons = [
  /** The Runtime answered 404: it does not know the execution. */
  z.object({ code: z.literal('not-found') }),
  /** It ran past the server's time limit (`followPolicy.maxDurationMs`), in hours. */
  z.object({ code: z.literal('time-limit'), hours: z.number().int().nonnegative() }),
  /** It ran past the time limit of a browser that followed its own runs (before the team workspace). */
  z.object({ code: z.literal('polling-limit') }),
  /** Its ids cannot be asked for (recorded before ids were checked). */
  z.object({
    code: z.literal('not-followable'),
    id: z.enum(followedIds),
    problem: z.enum(idProblems),
  }),
] as const;

/** Stored text that is none of the codes nor a known sentence: shown as it comes. */
const textSchema = z.object({ code: z.literal('text'), text: z.string() });

const recordedReasonSchema = z.discriminatedUnion('code', recordedReasons);
/** A reason the server records. */
export type RecordedLostReason = z.infer<typeof recordedReasonSchema>;

/** A reason as the journal answers it. */
export const lostReasonSchema = z.discriminatedUnion('code', [...recordedReasons, textSchema]);
export type LostReason = z.infer<typeof lostReasonSchema>;

const recordedNoteSchema = z.object({ code: z.literal('paused-no-session') });
/** A note the server records. */
export type RecordedFollowNote = z.infer<typeof recordedNoteSchema>;

/** A note as the journal answers it. */
export const followNoteSchema = z.discriminatedUnion('code', [recordedNoteSchema, textSchema]);
export type FollowNote = z.infer<typeof followNoteSchema>;

/** Nobody is signed in: the server reads results with a signed-in operator's session, so it waits. */
export const pausedNoSession: RecordedFollowNote = { code: 'paused-no-session' };

// --- stored form ---------------------------------------------------------------------------------

/** The text the journal stores for a reason. */
export function storeLostReason(reason: RecordedLostReason): string {
  switch (reason.code) {
    case 'time-limit':
      return `time-limit:${reason.hours}`;
    case 'not-followable':
      return `not-followable:${reason.id}:${reason.problem}`;
    default:
      return reason.code;
  }
}

/** The text the journal stores for a note. */
export function storeFollowNote(note: RecordedFollowNote): string {
  return note.code;
}

/** A stored code, read back; undefined when the text is not exactly one (an English sentence, say). */
function readCode(stored: string): RecordedLostReason | undefined {
  const [code, first, second] = stored.split(':');
  const parsed = recordedReasonSchema.safeParse(
    code === 'time-limit'
      ? { code, hours: first === undefined || first === '' ? Number.NaN : Number(first) }
      : { code, id: first, problem: second },
  );
  // Only the very text `storeLostReason` writes: "time-limit:012" or "not-found:x" is not a code.
  return parsed.success && storeLostReason(parsed.data) === stored ? parsed.data : undefined;
}

// --- what was stored before the codes ------------------------------------------------------------

/** How the English sentences named each id. */
const legacyIdNames = { runtime: 'the Runtime ID', execution: 'the execution ID' } as const;

/**
 * The English sentences stored before the codes: by the server's follower, and by the browsers that
 * followed their own runs and moved their queue in. Old rows hold these whatever the words are today;
 * the id sentences are `idProblemMessage`'s (the server's English for API callers): should its words
 * change, the old ones belong here.
 */
const legacyReasons = new Map<string, RecordedLostReason>([
  ['Not found on its Runtime', { code: 'not-found' }],
  ['No longer followed: it ran past the polling time limit', { code: 'polling-limit' }],
  ...followedIds.flatMap((id) =>
    idProblems.map((problem): [string, RecordedLostReason] => [
      `Not followed: ${idProblemMessage(problem, legacyIdNames[id])}`,
      { code: 'not-followable', id, problem },
    ]),
  ),
]);
const legacyTimeLimit = /^No longer followed: it ran past the (\d+)-hour limit$/;

const legacyNotes = new Map<string, RecordedFollowNote>([
  [
    'Paused until someone signs in: the server reads results with a signed-in operator’s session.',
    pausedNoSession,
  ],
]);

/** A stored reason as the journal answers it: a code, a sentence of before read as its code, or text. */
export function readLostReason(stored: string): LostReason {
  const code = readCode(stored) ?? legacyReasons.get(stored);
  if (code !== undefined) return code;
  const hours = legacyTimeLimit.exec(stored)?.[1];
  if (hours !== undefined) return { code: 'time-limit', hours: Number(hours) };
  return { code: 'text', text: stored };
}

/** A stored note as the journal answers it. */
export function readFollowNote(stored: string): FollowNote {
  if (stored === storeFollowNote(pausedNoSession)) return pausedNoSession;
  return legacyNotes.get(stored) ?? { code: 'text', text: stored };
}

/** Every text a column may hold for this note: its code, and the sentences stored before it. */
export function storedFormsOf(note: RecordedFollowNote): string[] {
  const legacy = [...legacyNotes.keys()].filter((text) => readFollowNote(text).code === note.code);
  return [storeFollowNote(note), ...legacy];
}

// --- the rule ------------------------------------------------------------------------------------

/**
 * Why an execution with these ids is never asked for (ids recorded before they were checked), or
 * undefined when it can be. The server's follower records it; the queue says it of rows not yet read.
 */
export function notFollowable(computerId: string, executionId: string): RecordedLostReason | undefined {
  const runtime = idProblem(computerId);
  if (runtime !== undefined) return { code: 'not-followable', id: 'runtime', problem: runtime };
  const execution = idProblem(executionId);
  if (execution !== undefined) return { code: 'not-followable', id: 'execution', problem: execution };
  return undefined;
}
