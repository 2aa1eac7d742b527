/**
 * What a run link (src/lib/run-links.ts) puts into the run form, and the note that says what was done.
 * Pure: the page decides when to apply it, and asks first when it would replace a different draft.
 */
import { z } from '@/api/zod';
import type { CatalogRobot } from '@/api/workspace/catalog';
import type { JournalEntry } from '@/api/workspace/journal';
import { catalogRobot, missingRequired, sameRows, templateRows } from './catalog-template';
import { emptyRunForm, type RunFormInput } from './run-form-schema';

/**
 * The form filled with an execution's Runtime, robot, API version and variables. A secret's value was
 * never stored: its row is left empty and required, so the run cannot go out without it being typed
 * again. A variable the catalog now requires that the execution did not send is added from the
 * template, to be filled in. An execution tracked by id has no known inputs: its Runtime and robot are
 * filled, and the catalog robot's template when there is one.
 */
export function formFromExecution(
  entry: JournalEntry,
  robots: readonly CatalogRobot[] | undefined,
): RunFormInput {
  const robot = catalogRobot(robots, entry.robotId ?? '');
  const template = new Map(robot?.variables.map((v) => [v.name, v]));
  const known = entry.source === 'run' && entry.apiVersion !== null;
  const sent = (entry.variables ?? []).map((v) => ({
    name: v.name,
    type: v.type,
    value: v.secret === true ? '' : v.value,
    required: v.secret === true || template.get(v.name)?.required === true,
  }));
  const missing = missingRequired(
    robot,
    sent.map((v) => v.name),
  );
  return {
    computerId: entry.computerId,
    robotId: entry.robotId ?? '',
    apiVersion: entry.apiVersion ?? emptyRunForm.apiVersion,
    variables: known
      ? [...sent, ...templateRows(missing)]
      : robot === undefined
        ? []
        : templateRows(robot.variables),
  };
}

/**
 * The form with a catalog robot picked: its id, its template in place of the variables typed, and the
 * Runtime the link names (the one typed stays otherwise).
 */
export function formWithRobot(
  current: RunFormInput,
  robotId: string,
  robot: CatalogRobot | undefined,
  computerId?: string,
): RunFormInput {
  return {
    ...current,
    computerId: computerId ?? current.computerId,
    robotId,
    variables: robot === undefined ? current.variables : templateRows(robot.variables),
  };
}

export function isEmptyForm(values: RunFormInput): boolean {
  return sameForm(values, emptyRunForm);
}

export function sameForm(a: RunFormInput, b: RunFormInput): boolean {
  return (
    a.computerId === b.computerId &&
    a.robotId === b.robotId &&
    a.apiVersion === b.apiVersion &&
    sameRows(a.variables, b.variables)
  );
}

/**
 * What the page says once a link was read. It is kept in the history entry's state (the link itself
 * leaves the address), so it is read back with this schema.
 */
export const prefillNoteSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('execution'),
    executionId: z.string(),
    startedBy: z.string(),
    /** Its inputs are unknown (tracked by id): only the Runtime and robot were filled in. */
    inputsKnown: z.boolean(),
    secrets: z.array(z.string()),
  }),
  z.object({
    kind: z.literal('robot'),
    robotId: z.string(),
    name: z.string().nullable(),
    /** The Runtime the link filled in too (a note kept before there was one has none). */
    computerId: z.string().nullable().default(null),
  }),
  z.object({ kind: z.literal('not-in-journal'), executionId: z.string() }),
  z.object({ kind: z.literal('not-an-execution') }),
]);
export type PrefillNote = z.infer<typeof prefillNoteSchema>;

/** The history state that carries the note. */
export const prefillStateSchema = z.object({ runPrefill: prefillNoteSchema });

export function executionNote(entry: JournalEntry): PrefillNote {
  return {
    kind: 'execution',
    executionId: entry.executionId,
    startedBy: entry.startedBy,
    inputsKnown: entry.source === 'run' && entry.apiVersion !== null,
    secrets: (entry.variables ?? []).filter((v) => v.secret === true).map((v) => v.name),
  };
}
