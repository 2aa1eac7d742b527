/**
 * Reads a catalog file (made by "Export catalog", or written by hand) and says what is wrong with it
 * in sentences an operator can act on ("Robot 3 has no id"), never as a schema path. Entries must
 * pass the same rules as the forms: the one id rule (`idProblem`) and the text limits.
 */
import { idProblem, idProblemMessage } from '@/api/ids';
import { textLimits } from '@/api/limits';
import type { CatalogFile, CatalogVariable } from '@/api/workspace';

type Runtime = CatalogFile['runtimes'][number];
type Robot = CatalogFile['robots'][number];

export type ParsedCatalogFile = { ok: true; file: CatalogFile } | { ok: false; problems: readonly string[] };

const notACatalog = 'This file is not a Robot Console catalog. Choose a file made with "Export catalog".';

type Fields = Readonly<Record<string, unknown>>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isList(value: unknown): value is readonly unknown[] {
  return Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Checks one text field; returns the text, or undefined after recording why it cannot be used. */
function readText(
  value: unknown,
  field: { label: string; what: string; limit: number; required: boolean },
  problems: string[],
): string | undefined {
  if (value === undefined || value === null || value === '') {
    if (field.required) problems.push(`${field.label} has no ${field.what}.`);
    return field.required ? undefined : '';
  }
  if (typeof value !== 'string') {
    const article = /^[aeiou]/.test(field.what) ? 'an' : 'a';
    problems.push(`${field.label} has ${article} ${field.what} that is not text.`);
    return undefined;
  }
  if (field.required && value.trim() === '') {
    problems.push(`${field.label} has no ${field.what}.`);
    return undefined;
  }
  if (value.length > field.limit) {
    problems.push(
      `The ${field.what} of ${lower(field.label)} is ${value.length} characters long; at most ${field.limit} are allowed.`,
    );
    return undefined;
  }
  return value;
}

function readId(value: unknown, label: string, problems: string[]): string | undefined {
  const id = readText(value, { label, what: 'id', limit: Infinity, required: true }, problems);
  if (id === undefined) return undefined;
  const problem = idProblem(id);
  if (problem === undefined) return id;
  problems.push(idProblemMessage(problem, `the id of ${lower(label)}`));
  return undefined;
}

function lower(label: string): string {
  return label.charAt(0).toLowerCase() + label.slice(1);
}

/** "Robot 3", with its name when it has a readable one, so the operator can find it in the file. */
function entryLabel(kind: 'Runtime' | 'Robot', index: number, entry: Fields): string {
  const name = entry.name;
  return typeof name === 'string' && name.trim() !== '' && name.length <= 60
    ? `${kind} ${index + 1} ("${name}")`
    : `${kind} ${index + 1}`;
}

/** A list field that may be left out (an empty list); undefined after recording a problem. */
function readList(value: unknown, problem: string, problems: string[]): readonly unknown[] | undefined {
  if (value === undefined) return [];
  if (isList(value)) return value;
  problems.push(problem);
  return undefined;
}

function readRuntime(item: unknown, index: number, problems: string[]): Runtime | undefined {
  if (!isFields(item)) {
    problems.push(`Runtime ${index + 1} is not a runtime: it should have an id and a name.`);
    return undefined;
  }
  const label = entryLabel('Runtime', index, item);
  const computerId = readId(item.computerId, label, problems);
  const name = readText(item.name, { label, what: 'name', limit: textLimits.name, required: true }, problems);
  const description = readText(
    item.description,
    { label, what: 'description', limit: textLimits.description, required: false },
    problems,
  );
  if (computerId === undefined || name === undefined || description === undefined) return undefined;
  return { computerId, name, description };
}

/** A yes/no field that may be left out (no); undefined after recording a problem. */
function readFlag(value: unknown, field: string, label: string, problems: string[]): boolean | undefined {
  if (value === undefined) return false;
  if (typeof value === 'boolean') return value;
  problems.push(`${label} has "${field}" set to neither true nor false.`);
  return undefined;
}

function readVariable(item: unknown, label: string, problems: string[]): CatalogVariable | undefined {
  if (!isFields(item)) {
    problems.push(`${label} is not a variable: it should have a name.`);
    return undefined;
  }
  const name = readText(
    item.name,
    { label, what: 'name', limit: textLimits.variableName, required: true },
    problems,
  );
  // Files written by hand may leave out the type: text is the only one the spec gives (§2.4).
  const type = readText(
    item.type ?? 'text',
    { label, what: 'type', limit: textLimits.variableName, required: true },
    problems,
  );
  const defaultValue = readText(
    item.defaultValue,
    { label, what: 'default value', limit: textLimits.variableValue, required: false },
    problems,
  );
  const required = readFlag(item.required, 'required', label, problems);
  // Files exported before variables could be secret have no "secret": none of theirs is.
  const secret = readFlag(item.secret, 'secret', label, problems);
  if (
    name === undefined ||
    type === undefined ||
    defaultValue === undefined ||
    required === undefined ||
    secret === undefined
  ) {
    return undefined;
  }
  return { name, type, defaultValue, required, secret };
}

function readRobot(item: unknown, index: number, problems: string[]): Robot | undefined {
  if (!isFields(item)) {
    problems.push(`Robot ${index + 1} is not a robot: it should have an id and a name.`);
    return undefined;
  }
  const before = problems.length;
  const label = entryLabel('Robot', index, item);
  const robotId = readId(item.robotId, label, problems);
  const name = readText(item.name, { label, what: 'name', limit: textLimits.name, required: true }, problems);
  const description = readText(
    item.description,
    { label, what: 'description', limit: textLimits.description, required: false },
    problems,
  );
  const list = readList(item.variables, `${label} has variables that are not a list.`, problems);
  if (list !== undefined && list.length > textLimits.variables) {
    problems.push(`${label} has ${list.length} variables; a run takes at most ${textLimits.variables}.`);
  }
  const variables = (list ?? []).map((variable, v) =>
    readVariable(variable, `Variable ${v + 1} of ${lower(label)}`, problems),
  );
  // The run call sends the variables as one list keyed by name (spec §2.4): a name used twice is a mistake.
  const names = variables.flatMap((variable) => (variable === undefined ? [] : [variable.name]));
  for (const repeated of new Set(names.filter((n, i) => names.indexOf(n) !== i))) {
    problems.push(`${label} has more than one variable named "${repeated}".`);
  }
  const readable = variables.filter((variable) => variable !== undefined);
  if (problems.length > before || robotId === undefined || name === undefined || description === undefined) {
    return undefined;
  }
  return { robotId, name, description, variables: readable };
}

/** Two entries of one kind with the same id: the second would silently replace the first. */
function repeatedIds(
  ids: readonly (string | undefined)[],
  kind: 'Runtime' | 'Robot',
  problems: string[],
): void {
  ids.forEach((id, index) => {
    const first = ids.indexOf(id);
    if (id !== undefined && first !== index) {
      problems.push(
        `${kind} id "${id}" is in this file more than once (${lower(kind)}s ${first + 1} and ${index + 1}).`,
      );
    }
  });
}

/** Reads a catalog file's text: the catalog, or every problem found, in the order of the file. */
export function parseCatalogFile(text: string): ParsedCatalogFile {
  const json = parseJson(text);
  if (!isFields(json) || (json.runtimes === undefined && json.robots === undefined)) {
    return { ok: false, problems: [notACatalog] };
  }
  if (json.version !== 1) {
    return {
      ok: false,
      problems: [
        typeof json.version === 'number' && json.version > 1
          ? `This catalog was made by a newer version of Robot Console (format ${json.version}), which this one cannot read. Import it where it was made, or ask for a copy exported from this version.`
          : notACatalog,
      ],
    };
  }
  const problems: string[] = [];
  const runtimeItems = readList(json.runtimes, 'The runtimes in this file are not a list.', problems) ?? [];
  const robotItems = readList(json.robots, 'The robots in this file are not a list.', problems) ?? [];
  const runtimes = runtimeItems.map((item, index) => readRuntime(item, index, problems));
  const robots = robotItems.map((item, index) => readRobot(item, index, problems));
  repeatedIds(
    runtimes.map((runtime) => runtime?.computerId),
    'Runtime',
    problems,
  );
  repeatedIds(
    robots.map((robot) => robot?.robotId),
    'Robot',
    problems,
  );
  const readRuntimes = runtimes.filter((runtime) => runtime !== undefined);
  const readRobots = robots.filter((robot) => robot !== undefined);
  if (problems.length > 0 || readRuntimes.length < runtimes.length || readRobots.length < robots.length) {
    return { ok: false, problems: problems.length > 0 ? problems : [notACatalog] };
  }
  return { ok: true, file: { version: 1, runtimes: readRuntimes, robots: readRobots } };
}
