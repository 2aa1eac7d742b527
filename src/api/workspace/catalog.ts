/**
 * The team catalog's contract: Runtimes and Robots as saved and as sent (built from the catalog's rules,
 * catalog-rules.ts), a refused write, the catalog file and what an import does.
 */
import { z } from '../zod';
import { catalogFields, englishCatalogWords, uniqueIdsInFile } from '../catalog-rules';

/** A refused write: someone else changed the record since the operator loaded it. */
export const conflictBodySchema = z.object({
  error: z.literal('conflict'),
  message: z.string(),
  changedBy: z.string(),
  changedAt: z.number(),
  /** The entry as it is now (a catalog Runtime or Robot). */
  current: z.unknown(),
});

const runtimeFields = catalogFields(englishCatalogWords('the Runtime ID'));
const robotFields = catalogFields(englishCatalogWords('the Robot ID'));

/**
 * A variable of a catalog Robot. A file written by hand may leave out the type (text is the only one the
 * spec gives, §2.4), the default value and the flags; files exported before variables could be secret
 * have no "secret": none of theirs is.
 */
export const catalogVariableSchema = z.object({
  name: robotFields.variableName,
  type: robotFields.variableType.nullish().transform((type) => type ?? 'text'),
  defaultValue: robotFields.defaultValue.nullish().transform((value) => value ?? ''),
  required: z.boolean().default(false),
  /** A secret's value (a password, a token) is never stored in the journal, nor shown again. */
  secret: z.boolean().default(false),
});
export type CatalogVariable = z.output<typeof catalogVariableSchema>;

export const runtimeInputSchema = z.object({
  /** ID_COMPUTER, as the service knows it. */
  computerId: runtimeFields.id,
  name: runtimeFields.name,
  description: runtimeFields.description.nullish().transform((text) => text ?? ''),
});
export type RuntimeInput = z.input<typeof runtimeInputSchema>;

/**
 * What the robot tells the analytics product (issue 36), each null when not said: its idea, where an
 * execution's document count comes from ("execution" or a return-value path) and how many minutes a
 * person would take for one execution's work. Files and callers from before leave them out.
 */
const robotFigures = {
  ideaId: robotFields.ideaId.nullish().transform((id) => id ?? null),
  documentsFrom: robotFields.documentsFrom.nullish().transform((from) => from ?? null),
  manualMinutes: robotFields.manualMinutes.nullish().transform((minutes) => minutes ?? null),
};

export const robotInputSchema = z.object({
  /** ID_ROBOT, as the service knows it. */
  robotId: robotFields.id,
  name: robotFields.name,
  description: robotFields.description.nullish().transform((text) => text ?? ''),
  variables: robotFields.variables(catalogVariableSchema).default([]),
  ...robotFigures,
});
export type RobotInput = z.input<typeof robotInputSchema>;

/** Who changed a catalog entry last, and its version for the next edit's conflict check. */
const revisionFields = {
  version: z.number().int().positive(),
  updatedBy: z.string(),
  updatedAt: z.number(),
};

export const catalogRuntimeSchema = z.object({
  computerId: z.string(),
  name: z.string(),
  description: z.string(),
  ...revisionFields,
});
export type CatalogRuntime = z.infer<typeof catalogRuntimeSchema>;

export const catalogRobotSchema = z.object({
  robotId: z.string(),
  name: z.string(),
  description: z.string(),
  variables: z.array(catalogVariableSchema),
  ideaId: z.number().nullable(),
  documentsFrom: z.string().nullable(),
  manualMinutes: z.number().nullable(),
  ...revisionFields,
});
export type CatalogRobot = z.infer<typeof catalogRobotSchema>;

export const teamCatalogSchema = z.object({
  runtimes: z.array(catalogRuntimeSchema),
  robots: z.array(catalogRobotSchema),
});
export type TeamCatalog = z.infer<typeof teamCatalogSchema>;

/** A save: `version` is the one the operator edited (a conflict when it is no longer current), absent for a new entry. */
export const catalogSaveSchema = <T extends z.ZodType>(entry: T) =>
  z.object({ entry, version: z.number().int().positive().optional() });

/** The file that Export writes and Import reads (version 1 is also what the browser-only catalog kept). */
export const catalogFileSchema = uniqueIdsInFile(
  z.object({
    version: z.literal(1),
    runtimes: z.array(runtimeInputSchema).default([]),
    robots: z.array(robotInputSchema).default([]),
  }),
);
export type CatalogFile = z.infer<typeof catalogFileSchema>;

const importOutcomeSchema = z.enum(['added', 'replaced', 'unchanged']);
/** The version an entry has once the import is applied; null in a preview. */
const versionAfterImport = z.number().int().positive().nullable();

/**
 * One entry of an imported file and what the import does to it, by id: `before` is the catalog's entry
 * it replaces (or leaves as it is), null when it is added; enough to name it and to take the import back.
 */
export const catalogImportEntrySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('runtime'),
    id: z.string(),
    name: z.string(),
    outcome: importOutcomeSchema,
    before: catalogRuntimeSchema.nullable(),
    version: versionAfterImport,
  }),
  z.object({
    kind: z.literal('robot'),
    id: z.string(),
    name: z.string(),
    outcome: importOutcomeSchema,
    before: catalogRobotSchema.nullable(),
    version: versionAfterImport,
  }),
]);
export type CatalogImportEntry = z.infer<typeof catalogImportEntrySchema>;

export const catalogImportSummarySchema = z.object({
  added: z.array(z.string()),
  replaced: z.array(z.string()),
  unchanged: z.array(z.string()),
  /** The same, entry by entry, in the order of the file (runtimes first). */
  entries: z.array(catalogImportEntrySchema),
});
export type CatalogImportSummary = z.infer<typeof catalogImportSummarySchema>;
