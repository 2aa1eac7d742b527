/**
 * The team catalog's contract as the server answers it: Runtimes and Robots with their revisions, a
 * refused write, and what an import does. What a save or a file may send is catalog-input.ts's (built
 * from the catalog's rules): the pages that only read the catalog do not download those rules.
 */
import { z } from '../zod';

/** A refused write: someone else changed the record since the operator loaded it. */
export const conflictBodySchema = z.object({
  error: z.literal('conflict'),
  message: z.string(),
  changedBy: z.string(),
  changedAt: z.number(),
  /** The entry as it is now (a catalog Runtime or Robot). */
  current: z.unknown(),
});

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

/** A variable of a catalog Robot, as the server answers it (catalog-input.ts holds what a save may send). */
const catalogVariableReadSchema = z.object({
  name: z.string(),
  type: z.string(),
  defaultValue: z.string(),
  required: z.boolean(),
  secret: z.boolean(),
});
export type CatalogVariable = z.output<typeof catalogVariableReadSchema>;

export const catalogRobotSchema = z.object({
  robotId: z.string(),
  name: z.string(),
  description: z.string(),
  variables: z.array(catalogVariableReadSchema),
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
