/**
 * The fields of a catalog file, one at a time (`catalog-file.ts` reads the entries): each checked as the
 * forms check it, and each problem told in the operator's language, naming the entry it is in.
 */
import { idProblem } from '@/api/ids';
import type { Translate } from '@/i18n/i18n-provider';
import { idProblemWords } from '@/i18n/id-words';

export type Fields = Readonly<Record<string, unknown>>;

export function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isList(value: unknown): value is readonly unknown[] {
  return Array.isArray(value);
}

/**
 * An entry of the file as a sentence names it: at its start ("Robot 3 ("Bot")") and after a noun ("of
 * robot 3 ("Bot")"), each language choosing its own words for both.
 */
export interface Label {
  readonly entry: string;
  readonly of: string;
}

/** What the problems are told with: the words, and the list they are added to. */
export interface Reading {
  readonly t: Translate;
  readonly problems: string[];
}

/**
 * One text field; the field's own sentences name it. Required ones are an id, a name or a type; the
 * others may be left out.
 */
type TextField =
  | { readonly what: 'id'; readonly required: true }
  | { readonly what: 'name' | 'type'; readonly required: true; readonly limit: number }
  | { readonly what: 'description' | 'defaultValue'; readonly required: false; readonly limit: number };

/** Checks one text field; returns the text, or undefined after recording why it cannot be used. */
export function readText(
  value: unknown,
  field: TextField,
  label: Label,
  { t, problems }: Reading,
): string | undefined {
  const missing = (required: TextField & { required: true }) =>
    problems.push(t(`catalog.file.no${capital(required.what)}`, { entry: label.entry }));
  if (value === undefined || value === null || value === '') {
    if (field.required) missing(field);
    return field.required ? undefined : '';
  }
  if (typeof value !== 'string') {
    problems.push(t(`catalog.file.${field.what}NotText`, { entry: label.entry }));
    return undefined;
  }
  if (field.required && value.trim() === '') {
    missing(field);
    return undefined;
  }
  if (field.what !== 'id' && value.length > field.limit) {
    problems.push(
      t(`catalog.file.${field.what}TooLong`, { of: label.of, length: value.length, max: field.limit }),
    );
    return undefined;
  }
  return value;
}

function capital<W extends string>(word: W): Capitalize<W> {
  return (word.charAt(0).toUpperCase() + word.slice(1)) as Capitalize<W>;
}

export function readId(
  value: unknown,
  kind: 'runtime' | 'robot',
  label: Label,
  reading: Reading,
): string | undefined {
  const id = readText(value, { what: 'id', required: true }, label, reading);
  if (id === undefined) return undefined;
  const problem = idProblem(id);
  if (problem === undefined) return id;
  const { t } = reading;
  reading.problems.push(
    t('catalog.file.idProblem', { entry: label.entry, problem: idProblemWords(problem, kind, t) }),
  );
  return undefined;
}

/** A readable name to point at an entry by, when it has one. */
function nameOf(entry: Fields): string | undefined {
  const name = entry.name;
  return typeof name === 'string' && name.trim() !== '' && name.length <= 60 ? name : undefined;
}

/** "Runtime 3", with its name when it has a readable one, so the operator can find it in the file. */
export function entryLabel(kind: 'runtime' | 'robot', index: number, entry: Fields, t: Translate): Label {
  const number = index + 1;
  const name = nameOf(entry);
  if (name === undefined) {
    return {
      entry: t(`catalog.file.${kind}`, { number }),
      of: t(`catalog.file.of${capital(kind)}`, { number }),
    };
  }
  return {
    entry: t(`catalog.file.${kind}Named`, { number, name }),
    of: t(`catalog.file.of${capital(kind)}Named`, { number, name }),
  };
}

/** "Variable 2 of robot 3": always of a robot, the only entries with variables. */
export function variableLabel(index: number, robot: Label, t: Translate): Label {
  const number = index + 1;
  return {
    entry: t('catalog.file.variable', { number, ofRobot: robot.of }),
    of: t('catalog.file.ofVariable', { number, ofRobot: robot.of }),
  };
}

/** A list field that may be left out (an empty list); undefined after recording a problem. */
export function readList(
  value: unknown,
  problem: string,
  problems: string[],
): readonly unknown[] | undefined {
  if (value === undefined) return [];
  if (isList(value)) return value;
  problems.push(problem);
  return undefined;
}

/** A yes/no field that may be left out (no); undefined after recording a problem. */
export function readFlag(
  value: unknown,
  field: 'required' | 'secret',
  label: Label,
  { t, problems }: Reading,
): boolean | undefined {
  if (value === undefined) return false;
  if (typeof value === 'boolean') return value;
  problems.push(t('catalog.file.notAFlag', { entry: label.entry, field }));
  return undefined;
}
