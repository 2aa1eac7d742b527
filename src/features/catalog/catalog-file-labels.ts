/**
 * How a catalog file's problems point at an entry (`catalog-file.ts` says the problems): by its place in
 * the file and, when it has a readable one, its name, each language choosing its own words.
 */
import type { Translate } from '@/i18n/i18n-provider';

export type Fields = Readonly<Record<string, unknown>>;

export function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An entry of the file as a sentence names it: at its start ("Robot 3 ("Bot")") and after a noun ("of
 * robot 3 ("Bot")").
 */
export interface Label {
  readonly entry: string;
  readonly of: string;
}

export function capital<W extends string>(word: W): Capitalize<W> {
  return (word.charAt(0).toUpperCase() + word.slice(1)) as Capitalize<W>;
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
