/**
 * What a run link (src/lib/run-links.ts) puts into the run form, and the note that says what was done.
 * Pure: the page decides when to apply it, and asks first when it would replace a different draft.
 */
import { z } from 'zod';
import type { CatalogRobot, JournalEntry } from '@/api/workspace';
import { emptyRunForm, type RunFormInput } from './run-form-schema';

type VariableRow = RunFormInput['variables'][number];

/** A catalog robot's variables template as form rows, as picking the robot fills them. */
export function templateRows(robot: CatalogRobot): VariableRow[] {
  return robot.variables.map((v) => ({
    name: v.name,
    type: v.type,
    value: v.defaultValue,
    required: v.required,
  }));
}

/**
 * The form filled with an execution's Runtime, robot, API version and variables. A secret's value was
 * never stored: its row is left empty and required, so the run cannot go out without it being typed
 * again. An execution tracked by id has no known inputs: its Runtime and robot are filled, and the
 * catalog robot's template when there is one.
 */
export function formFromExecution(
  entry: JournalEntry,
  robots: readonly CatalogRobot[] | undefined,
): RunFormInput {
  const robot = robots?.find((r) => r.robotId === entry.robotId);
  const template = new Map(robot?.variables.map((v) => [v.name, v]));
  const known = entry.source === 'run' && entry.apiVersion !== null;
  return {
    computerId: entry.computerId,
    robotId: entry.robotId ?? '',
    apiVersion: entry.apiVersion ?? emptyRunForm.apiVersion,
    variables: known
      ? (entry.variables ?? []).map((v) => ({
          name: v.name,
          type: v.type,
          value: v.secret === true ? '' : v.value,
          required: v.secret === true || template.get(v.name)?.required === true,
        }))
      : robot === undefined
        ? []
        : templateRows(robot),
  };
}

/** The form with a catalog robot picked: its id, and its template in place of the variables typed. */
export function formWithRobot(
  current: RunFormInput,
  robotId: string,
  robot: CatalogRobot | undefined,
): RunFormInput {
  return { ...current, robotId, variables: robot === undefined ? current.variables : templateRows(robot) };
}

export function isEmptyForm(values: RunFormInput): boolean {
  return sameForm(values, emptyRunForm);
}

export function sameForm(a: RunFormInput, b: RunFormInput): boolean {
  return (
    a.computerId === b.computerId &&
    a.robotId === b.robotId &&
    a.apiVersion === b.apiVersion &&
    a.variables.length === b.variables.length &&
    a.variables.every((row, index) => {
      const other = b.variables[index];
      return (
        other !== undefined &&
        row.name === other.name &&
        row.type === other.type &&
        row.value === other.value &&
        row.required === other.required
      );
    })
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
  z.object({ kind: z.literal('robot'), robotId: z.string(), name: z.string().nullable() }),
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
