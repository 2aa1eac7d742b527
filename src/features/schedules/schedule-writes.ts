/**
 * Saving a schedule, sorted into one outcome the form can explain: saved; refused on a field the server
 * names (400 `invalid-request`, "timeZone: …"); changed meanwhile by someone (409: who, when, and the
 * schedule as it is now); deleted meanwhile (404); or failed.
 */
import { scheduleSchema, type Schedule } from '@/api/workspace/schedules';
import { workspaceApi } from '@/data/workspace-client';
import { refusedField, refusedWrite, type RefusedWrite } from '@/data/write-outcome';
import { createBody, patchBody, type ScheduleFormValues } from './schedule-form-values';

export type SaveOutcome =
  | { readonly kind: 'saved'; readonly schedule: Schedule }
  | { readonly kind: 'invalid'; readonly field: string; readonly message: string }
  | RefusedWrite<Schedule>;

/**
 * Creates the schedule (`base` undefined), or changes it from `base`, the version the form was made from
 * (onto `onto`, a newer one, when the operator keeps their changes over someone else's).
 */
export async function saveSchedule(
  values: ScheduleFormValues,
  base: Schedule | undefined,
  onto?: Schedule,
): Promise<SaveOutcome> {
  try {
    const schedule =
      base === undefined
        ? await workspaceApi.createSchedule(createBody(values))
        : await workspaceApi.updateSchedule(base.id, patchBody(values, base, onto));
    return { kind: 'saved', schedule };
  } catch (error) {
    const field = refusedField(error);
    if (field !== undefined) return { kind: 'invalid', ...field };
    return refusedWrite(error, scheduleSchema);
  }
}
