/**
 * Reads a catalog file (made by "Export catalog", or written by hand) with the contract's own schema, so
 * an import is held to the rules of the forms and the server, and says what is wrong with it in
 * sentences an operator can act on ("Robot 3 has no id"), in their language, never as a schema path.
 */
import type { z } from '@/api/zod';
import { catalogRuleBreach, robotFigureLimits } from '@/api/catalog-rules';
import { reportingNumberLimits } from '@/api/spec-gaps';
import { catalogFileSchema, type CatalogFile } from '@/api/workspace/catalog-input';
import type { Translate } from '@/i18n/i18n-provider';
import { idProblemWords } from '@/i18n/id-words';
import { capital, entryLabel, isFields, variableLabel, type Label } from './catalog-file-labels';

export type ParsedCatalogFile = { ok: true; file: CatalogFile } | { ok: false; problems: readonly string[] };

type Kind = 'runtime' | 'robot';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** What is at `path` in the file as it was written (undefined when nothing is). */
function at(json: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      Array.isArray(value) && typeof key === 'number'
        ? value[key]
        : isFields(value) && typeof key === 'string'
          ? value[key]
          : undefined,
    json,
  );
}

/** The field's stem in the words' keys: `catalog.file.no<Stem>`, `<stem>NotText`, `<stem>TooLong`. */
const stems = {
  computerId: 'id',
  robotId: 'id',
  name: 'name',
  type: 'type',
  description: 'description',
  defaultValue: 'defaultValue',
} as const;

/** The sentence for a problem with one field of an entry (a Runtime, a Robot or a variable). */
function fieldProblem(issue: z.core.$ZodIssue, field: PropertyKey, label: Label, kind: Kind, t: Translate) {
  if (field === 'required' || field === 'secret')
    return t('catalog.file.notAFlag', { entry: label.entry, field });
  if (field === 'ideaId')
    return t('catalog.file.ideaIdWrong', { entry: label.entry, max: reportingNumberLimits.integerMax });
  if (field === 'manualMinutes')
    return t('catalog.file.manualMinutesWrong', { entry: label.entry, max: robotFigureLimits.manualMinutes });
  if (field === 'documentsFrom') return t('catalog.file.documentsFromWrong', { entry: label.entry });
  if (!(typeof field === 'string' && field in stems)) return undefined;
  const stem = stems[field as keyof typeof stems];
  const fault = catalogRuleBreach(issue);
  const missing = () =>
    stem === 'description' || stem === 'defaultValue'
      ? undefined
      : t(`catalog.file.no${capital(stem)}`, { entry: label.entry });
  if (fault === undefined) {
    return issue.code === 'invalid_type' && issue.input == null
      ? missing()
      : t(`catalog.file.${stem}NotText`, { entry: label.entry });
  }
  if (fault.rule === 'blank' || (fault.rule === 'id' && fault.problem === 'blank')) return missing();
  if (fault.rule === 'id') {
    return t('catalog.file.idProblem', {
      entry: label.entry,
      problem: idProblemWords(fault.problem, kind, t),
    });
  }
  if (fault.rule === 'secret-default') return t('catalog.file.secretDefault', { entry: label.entry });
  if (fault.rule === 'too-long' && stem !== 'id') {
    return t(`catalog.file.${stem}TooLong`, { of: label.of, length: fault.length, max: fault.max });
  }
  return undefined;
}

/** The sentence for a problem inside a robot's variables. */
function variablesProblem(issue: z.core.$ZodIssue, rest: readonly PropertyKey[], robot: Label, t: Translate) {
  const fault = catalogRuleBreach(issue);
  if (fault?.rule === 'too-many') {
    return t('catalog.file.tooManyVariables', { entry: robot.entry, count: fault.count, max: fault.max });
  }
  if (fault?.rule === 'variable-repeated') {
    return t('catalog.file.variableRepeated', { entry: robot.entry, name: fault.name });
  }
  const [index, field] = rest;
  if (typeof index !== 'number') return t('catalog.file.variablesNotList', { entry: robot.entry });
  const label = variableLabel(index, robot, t);
  if (field === undefined) return t('catalog.file.notAVariable', { entry: label.entry });
  return fieldProblem(issue, field, label, 'robot', t);
}

/** One problem of the file in the operator's words; undefined for one no sentence is written for. */
function problemOf(issue: z.core.$ZodIssue, json: unknown, t: Translate): string | undefined {
  const [list, index, field, ...rest] = issue.path;
  const kind: Kind | undefined = list === 'runtimes' ? 'runtime' : list === 'robots' ? 'robot' : undefined;
  if (kind === undefined) return undefined;
  const fault = catalogRuleBreach(issue);
  if (fault?.rule === 'id-repeated') {
    return t(`catalog.file.${kind}IdRepeated`, { id: fault.id, first: fault.first, second: fault.second });
  }
  if (typeof index !== 'number') return t(`catalog.file.${kind}sNotList`);
  const entry = at(json, [`${kind}s`, index]);
  if (field === undefined || !isFields(entry)) {
    return t(kind === 'runtime' ? 'catalog.file.notARuntime' : 'catalog.file.notARobot', {
      number: index + 1,
    });
  }
  const label = entryLabel(kind, index, entry, t);
  return field === 'variables'
    ? variablesProblem(issue, rest, label, t)
    : fieldProblem(issue, field, label, kind, t);
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
  // `reportInput`: a missing field ("has no id") is told apart from one of the wrong type.
  const read = catalogFileSchema.safeParse(json, { reportInput: true });
  if (read.success) return { ok: true, file: read.data };
  const problems = read.error.issues.flatMap((issue) => problemOf(issue, json, t) ?? []);
  return { ok: false, problems: problems.length > 0 ? problems : [notACatalog] };
}
