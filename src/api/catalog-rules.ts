/**
 * The catalog's rules, once: the id rule, the text limits, unique variable names and unique ids in a
 * file. The contract's schemas (workspace/catalog.ts) are built from these fields in English words, the server's
 * answer to API callers; the catalog forms build the same fields in the operator's words; the JSON import
 * reads the rule each refusal names in `params` (`catalogRuleBreach`) and tells it entry by entry.
 */
import { z } from './zod';
import { idProblem, idProblemMessage, idProblems } from './ids';
import { textLimits } from './limits';
import { reportingNumberLimits } from './spec-gaps';

/** A variable's type: the spec gives only "text" (§2.4); longer ones are accidents. */
export const maxVariableTypeLength = 64;

/**
 * What a robot tells the analytics product (issue 36). `documentsFrom` is "execution" (one document per
 * execution) or a path into the execution's return value, names joined by dots ("summary.count"); its
 * minutes by hand are more than 0 and at most a week's.
 */
export const documentsPerExecution = 'execution';
export const robotFigureLimits = {
  documentsPathLength: 200,
  manualMinutes: 7 * 24 * 60,
} as const;
/** Names joined by dots, none empty and none with a space: "documents", "summary.count", "items.0.n". */
const documentsPath = /^[^.\s]+(\.[^.\s]+)*$/;

const breachSchema = z.discriminatedUnion('rule', [
  z.object({ rule: z.literal('blank') }),
  z.object({ rule: z.literal('too-long'), max: z.number(), length: z.number() }),
  z.object({ rule: z.literal('id'), problem: z.enum(idProblems) }),
  z.object({ rule: z.literal('variable-repeated'), name: z.string() }),
  z.object({ rule: z.literal('too-many'), max: z.number(), count: z.number() }),
  z.object({ rule: z.literal('secret-default') }),
  z.object({ rule: z.literal('out-of-range'), max: z.number() }),
  z.object({ rule: z.literal('documents-path'), max: z.number() }),
  z.object({ rule: z.literal('id-repeated'), id: z.string(), first: z.number(), second: z.number() }),
]);
/** Which catalog rule an entry breaks, with what its words need. */
export type CatalogRuleBreach = z.infer<typeof breachSchema>;
/** The breaches of one entry's fields (a repeated id is a file's). */
export type FieldBreach = Exclude<CatalogRuleBreach, { rule: 'id-repeated' }>;

/** The rule a zod issue of these schemas reports, or undefined for a wrong type or a missing field. */
export function catalogRuleBreach(issue: z.core.$ZodIssue): CatalogRuleBreach | undefined {
  if (issue.code !== 'custom') return undefined;
  const read = breachSchema.safeParse(issue.params);
  return read.success ? read.data : undefined;
}

export type CatalogField =
  | 'id'
  | 'name'
  | 'description'
  | 'variableName'
  | 'variableType'
  | 'defaultValue'
  | 'ideaId'
  | 'manualMinutes'
  | 'documentsFrom';
/** The words of a refusal: the server's English ones, or a form's in the operator's language. */
export type CatalogWords = (breach: FieldBreach, field: CatalogField | 'variables') => string;

function breach(ctx: z.RefinementCtx, message: string, params: CatalogRuleBreach, path?: PropertyKey[]) {
  ctx.addIssue({ code: 'custom', message, params, ...(path === undefined ? {} : { path }) });
}

const fieldNames: Record<CatalogField | 'variables', string> = {
  id: 'An id',
  name: 'A name',
  description: 'A description',
  variableName: 'A variable name',
  variableType: 'A type',
  defaultValue: 'A default value',
  ideaId: 'An idea id',
  manualMinutes: 'Minutes by hand',
  documentsFrom: 'Where documents are counted',
  variables: 'A robot',
};

/** The English words, for the server's answers; `idWhat` names the id field: "the Runtime ID". */
export function englishCatalogWords(idWhat: string): CatalogWords {
  return (fault, field) => {
    switch (fault.rule) {
      case 'blank':
        return field === 'variableType' ? 'Choose a type.' : `Enter ${fieldNames[field].toLowerCase()}.`;
      case 'too-long':
        return `${fieldNames[field]} can be at most ${fault.max} characters.`;
      case 'id':
        return idProblemMessage(fault.problem, idWhat);
      case 'variable-repeated':
        return `"${fault.name}" is listed twice.`;
      case 'too-many':
        return `A robot can have at most ${fault.max} variables.`;
      case 'secret-default':
        return 'A secret variable has no default value: it is typed at each run, or kept sealed in a schedule.';
      case 'out-of-range':
        return field === 'ideaId'
          ? `An idea id is a whole number from 0 to ${fault.max}.`
          : `Minutes by hand are more than 0 and at most ${fault.max}.`;
      case 'documents-path':
        return `Documents are counted per "${documentsPerExecution}" or from a field of the return value, such as "summary.count" (at most ${fault.max} characters).`;
    }
  };
}

/** The fields of a catalog entry and their rules, refused in `say`'s words. */
export function catalogFields(say: CatalogWords) {
  /** A text with a length limit (required: refused when empty). */
  const text = <S extends z.ZodType<string>>(
    schema: S,
    field: CatalogField,
    limit: number,
    required: boolean,
  ) =>
    schema.superRefine((value, ctx) => {
      if (required && value === '') breach(ctx, say({ rule: 'blank' }, field), { rule: 'blank' });
      if (value.length > limit) {
        const fault = { rule: 'too-long', max: limit, length: value.length } as const;
        breach(ctx, say(fault, field), fault);
      }
    });
  return {
    /** Never trimmed: a space the operator did not see is pointed out, not silently removed. */
    id: z.string().superRefine((id, ctx) => {
      const problem = idProblem(id);
      if (problem !== undefined) breach(ctx, say({ rule: 'id', problem }, 'id'), { rule: 'id', problem });
    }),
    name: text(z.string().trim(), 'name', textLimits.name, true),
    description: text(z.string().trim(), 'description', textLimits.description, false),
    variableName: text(z.string().trim(), 'variableName', textLimits.variableName, true),
    variableType: text(z.string().trim(), 'variableType', maxVariableTypeLength, true),
    /** Kept exactly as typed: a default value may need its spaces. */
    defaultValue: text(z.string(), 'defaultValue', textLimits.variableValue, false),
    variables: <T extends z.ZodType>(variable: T) => variableList(z.array(variable), say),
    /** The analytics product's integer for the idea the robot works for (spec §2.8). */
    ideaId: z.number().superRefine((id, ctx) => {
      if (Number.isInteger(id) && id >= 0 && id <= reportingNumberLimits.integerMax) return;
      const fault = { rule: 'out-of-range', max: reportingNumberLimits.integerMax } as const;
      breach(ctx, say(fault, 'ideaId'), fault);
    }),
    manualMinutes: z.number().superRefine((minutes, ctx) => {
      if (minutes > 0 && minutes <= robotFigureLimits.manualMinutes) return;
      const fault = { rule: 'out-of-range', max: robotFigureLimits.manualMinutes } as const;
      breach(ctx, say(fault, 'manualMinutes'), fault);
    }),
    documentsFrom: z
      .string()
      .trim()
      .superRefine((from, ctx) => {
        const max = robotFigureLimits.documentsPathLength;
        if (from === documentsPerExecution || (from.length <= max && documentsPath.test(from))) return;
        const fault = { rule: 'documents-path', max } as const;
        breach(ctx, say(fault, 'documentsFrom'), fault);
      }),
  };
}

/**
 * A robot's variables: at most as many as a run takes, each name once, since the run call sends them as
 * one list keyed by name (spec §2.4), and no default value for a secret one: the catalog is read by every
 * viewer, exported and copied into forms, so a secret's value is typed at each run or kept sealed in a
 * schedule (issue 35). Checked even when a variable is wrong, so every problem is told.
 */
function variableList<T extends z.ZodType<readonly unknown[]>>(list: T, say: CatalogWords) {
  return list.superRefine(
    (variables, ctx) => {
      if (!Array.isArray(variables)) return;
      if (variables.length > textLimits.variables) {
        const fault = { rule: 'too-many', max: textLimits.variables, count: variables.length } as const;
        breach(ctx, say(fault, 'variables'), fault);
      }
      const seen = new Set<string>();
      variables.forEach((variable: unknown, index) => {
        if (
          isRecord(variable) &&
          variable.secret === true &&
          (textOf(variable, 'defaultValue') ?? '') !== ''
        ) {
          const fault = { rule: 'secret-default' } as const;
          breach(ctx, say(fault, 'defaultValue'), fault, [index, 'defaultValue']);
        }
        const name = textOf(variable, 'name')?.trim();
        if (name === undefined || name === '') return;
        if (seen.has(name)) {
          const fault = { rule: 'variable-repeated', name } as const;
          breach(ctx, say(fault, 'variableName'), fault, [index, 'name']);
        }
        seen.add(name);
      });
    },
    { when: () => true },
  );
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null;
}

/** A field of something not yet known to be an entry, when it is text. */
function textOf(entry: unknown, key: string): string | undefined {
  const value = isRecord(entry) ? entry[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * Two entries of one kind with the same id in one file: the second would silently replace the first.
 * Checked even when other entries are wrong, reading the ids that are text.
 */
export function uniqueIdsInFile<T extends z.ZodType<Readonly<Record<'runtimes' | 'robots', unknown>>>>(
  file: T,
) {
  return file.superRefine(
    // Runs whatever else is wrong, so `value` may be anything.
    (value: unknown, ctx) => {
      for (const [list, key] of [
        ['runtimes', 'computerId'],
        ['robots', 'robotId'],
      ] as const) {
        const entries: unknown = isRecord(value) ? value[list] : undefined;
        if (!Array.isArray(entries)) continue;
        const ids = entries.map((entry: unknown) => textOf(entry, key));
        ids.forEach((id, index) => {
          const first = ids.indexOf(id);
          if (id === undefined || first === index) return;
          const fault = { rule: 'id-repeated', id, first: first + 1, second: index + 1 } as const;
          const message = `The id "${id}" is in the file more than once (entries ${fault.first} and ${fault.second}).`;
          breach(ctx, message, fault, [list]);
        });
      }
    },
    { when: () => true },
  );
}
