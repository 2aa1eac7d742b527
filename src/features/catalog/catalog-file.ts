/**
 * Reads a catalog file (made by "Export catalog", or written by hand) and says what is wrong with it
 * in sentences an operator can act on ("Robot 3 has no id"), in their language, never as a schema path.
 * Entries must pass the same rules as the forms: the one id rule (`idProblem`) and the text limits.
 */
import { textLimits } from '@/api/limits';
import type { CatalogFile, CatalogVariable } from '@/api/workspace';
import type { Translate } from '@/i18n/i18n-provider';
import {
  entryLabel,
  isFields,
  readFlag,
  readId,
  readList,
  readText,
  variableLabel,
  type Label,
  type Reading,
} from './catalog-file-fields';

type Runtime = CatalogFile['runtimes'][number];
type Robot = CatalogFile['robots'][number];

export type ParsedCatalogFile = { ok: true; file: CatalogFile } | { ok: false; problems: readonly string[] };

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function readRuntime(item: unknown, index: number, reading: Reading): Runtime | undefined {
  const { t, problems } = reading;
  if (!isFields(item)) {
    problems.push(t('catalog.file.notARuntime', { number: index + 1 }));
    return undefined;
  }
  const label = entryLabel('runtime', index, item, t);
  const computerId = readId(item.computerId, 'runtime', label, reading);
  const name = readText(item.name, { what: 'name', limit: textLimits.name, required: true }, label, reading);
  const description = readText(
    item.description,
    { what: 'description', limit: textLimits.description, required: false },
    label,
    reading,
  );
  if (computerId === undefined || name === undefined || description === undefined) return undefined;
  return { computerId, name, description };
}

function readVariable(item: unknown, label: Label, reading: Reading): CatalogVariable | undefined {
  if (!isFields(item)) {
    reading.problems.push(reading.t('catalog.file.notAVariable', { entry: label.entry }));
    return undefined;
  }
  const name = readText(
    item.name,
    { what: 'name', limit: textLimits.variableName, required: true },
    label,
    reading,
  );
  // Files written by hand may leave out the type: text is the only one the spec gives (§2.4).
  const type = readText(
    item.type ?? 'text',
    { what: 'type', limit: textLimits.variableName, required: true },
    label,
    reading,
  );
  const defaultValue = readText(
    item.defaultValue,
    { what: 'defaultValue', limit: textLimits.variableValue, required: false },
    label,
    reading,
  );
  const required = readFlag(item.required, 'required', label, reading);
  // Files exported before variables could be secret have no "secret": none of theirs is.
  const secret = readFlag(item.secret, 'secret', label, reading);
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

function readRobot(item: unknown, index: number, reading: Reading): Robot | undefined {
  const { t, problems } = reading;
  if (!isFields(item)) {
    problems.push(t('catalog.file.notARobot', { number: index + 1 }));
    return undefined;
  }
  const before = problems.length;
  const label = entryLabel('robot', index, item, t);
  const robotId = readId(item.robotId, 'robot', label, reading);
  const name = readText(item.name, { what: 'name', limit: textLimits.name, required: true }, label, reading);
  const description = readText(
    item.description,
    { what: 'description', limit: textLimits.description, required: false },
    label,
    reading,
  );
  const list = readList(item.variables, t('catalog.file.variablesNotList', { entry: label.entry }), problems);
  if (list !== undefined && list.length > textLimits.variables) {
    problems.push(
      t('catalog.file.tooManyVariables', {
        entry: label.entry,
        count: list.length,
        max: textLimits.variables,
      }),
    );
  }
  const variables = (list ?? []).map((variable, v) =>
    readVariable(variable, variableLabel(v, label, t), reading),
  );
  // The run call sends the variables as one list keyed by name (spec §2.4): a name used twice is a mistake.
  const names = variables.flatMap((variable) => (variable === undefined ? [] : [variable.name]));
  for (const repeated of new Set(names.filter((n, i) => names.indexOf(n) !== i))) {
    problems.push(t('catalog.file.variableRepeated', { entry: label.entry, name: repeated }));
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
  kind: 'runtime' | 'robot',
  { t, problems }: Reading,
): void {
  ids.forEach((id, index) => {
    const first = ids.indexOf(id);
    if (id !== undefined && first !== index) {
      problems.push(t(`catalog.file.${kind}IdRepeated`, { id, first: first + 1, second: index + 1 }));
    }
  });
}

/** Reads a catalog file's text: the catalog, or every problem found, in the order of the file. */
export function parseCatalogFile(text: string, t: Translate): ParsedCatalogFile {
  const notACatalog = t('catalog.file.notACatalog');
  const json = parseJson(text);
  if (!isFields(json) || (json.runtimes === undefined && json.robots === undefined)) {
    return { ok: false, problems: [notACatalog] };
  }
  if (json.version !== 1) {
    return {
      ok: false,
      problems: [
        typeof json.version === 'number' && json.version > 1
          ? t('catalog.file.newerFormat', { format: json.version })
          : notACatalog,
      ],
    };
  }
  const reading: Reading = { t, problems: [] };
  const { problems } = reading;
  const runtimeItems = readList(json.runtimes, t('catalog.file.runtimesNotList'), problems) ?? [];
  const robotItems = readList(json.robots, t('catalog.file.robotsNotList'), problems) ?? [];
  const runtimes = runtimeItems.map((item, index) => readRuntime(item, index, reading));
  const robots = robotItems.map((item, index) => readRobot(item, index, reading));
  repeatedIds(
    runtimes.map((runtime) => runtime?.computerId),
    'runtime',
    reading,
  );
  repeatedIds(
    robots.map((robot) => robot?.robotId),
    'robot',
    reading,
  );
  const readRuntimes = runtimes.filter((runtime) => runtime !== undefined);
  const readRobots = robots.filter((robot) => robot !== undefined);
  if (problems.length > 0 || readRuntimes.length < runtimes.length || readRobots.length < robots.length) {
    return { ok: false, problems: problems.length > 0 ? problems : [notACatalog] };
  }
  return { ok: true, file: { version: 1, runtimes: readRuntimes, robots: readRobots } };
}
