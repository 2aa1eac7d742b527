/**
 * What a save of the team catalog or a catalog file may send: Runtimes and Robots built from the
 * catalog's rules (catalog-rules.ts), in the server's English words. Read by the server, the catalog
 * forms' import and the move-in; the answers' shapes are catalog.ts's.
 */
import { z } from '../zod';
import { catalogFields, englishCatalogWords, uniqueIdsInFile } from '../catalog-rules';

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
