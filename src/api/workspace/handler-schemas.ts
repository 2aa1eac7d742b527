/**
 * What some workspace routes read or answer that their resource's contract file does not define: the
 * handlers parse with these, and the OpenAPI document (route-schemas.ts) is made from the same objects,
 * so the two cannot drift.
 */
import { z } from '../zod';
import { readLimits } from '../limits';
import { catalogFileSchema, catalogSaveSchema, robotInputSchema, runtimeInputSchema } from './catalog-input';
import { reportFormSchema } from './history';

const dayMs = 24 * 3_600_000;

/** Whether a period (Unix ms) is longer than the executions summary counts at once. */
export const summaryPeriodTooLong = (from: number, to: number) => to - from > readLimits.summaryDays * dayMs;

/** `GET /api/executions/summary?from=&to=`: the period, Unix ms, `to` after `from`, at most `summaryDays`. */
export const endedSummaryQuerySchema = z
  .object({ from: z.coerce.number().int().nonnegative(), to: z.coerce.number().int().nonnegative() })
  .refine((period) => period.to > period.from, 'to must be after from')
  .refine(
    (period) => !summaryPeriodTooLong(period.from, period.to),
    `The period is at most ${readLimits.summaryDays} days.`,
  );

/** `POST /api/catalog/runtimes`: a new Runtime (`version`, when sent, is ignored). */
export const runtimeCreateSchema = catalogSaveSchema(runtimeInputSchema);
/** `PUT /api/catalog/runtimes/{id}`: the Runtime and the version it was edited from. */
export const runtimeUpdateSchema = runtimeCreateSchema.required({ version: true });
/** `POST /api/catalog/robots`: a new Robot. */
export const robotCreateSchema = catalogSaveSchema(robotInputSchema);
/** `PUT /api/catalog/robots/{id}`: the Robot and the version it was edited from. */
export const robotUpdateSchema = robotCreateSchema.required({ version: true });

/** `DELETE /api/catalog/runtimes/{id}?version=` (and robots): the version being deleted. */
const versionRequired = 'the version you are deleting is required.';
export const catalogDeleteQuerySchema = z.object({
  version: z.coerce
    .number({ error: versionRequired })
    .int({ error: versionRequired })
    .positive({ error: versionRequired }),
});

/** `POST /api/catalog/import`: a catalog file, and whether to apply it (false: only say what it would do). */
export const catalogImportRequestSchema = z.object({ file: catalogFileSchema, apply: z.boolean() });

/** `GET /api/reporting/known?form=`: the forms whose sent records are offered again. */
export const knownQuerySchema = z.object({
  form: reportFormSchema.extract(['suppliers', 'job-positions'], { error: 'suppliers or job-positions.' }),
});

/** `GET /api/no-run-days`: the team's days without runs. */
export const noRunDaysSchema = z.array(
  z.object({
    /** YYYY-MM-DD. */
    day: z.string(),
    note: z.string(),
    updatedBy: z.string(),
  }),
);
