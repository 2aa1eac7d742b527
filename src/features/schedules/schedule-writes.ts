/**
 * Saving a schedule, sorted into one outcome the form can explain: saved; refused on a field the server
 * names (400 `invalid-request`, "timeZone: …"); changed meanwhile by someone (409: who, when, and the
 * schedule as it is now); deleted meanwhile (404); or failed.
 */
import { isApiError } from '@/api/api-error';
import { scheduleSchema, type Schedule } from '@/api/workspace/schedules';
import { workspaceApi } from '@/data/workspace-client';
import { refusedWrite, type RefusedWrite } from '@/data/write-outcome';
import { createBody, patchBody, type ScheduleFormValues } from './schedule-form-values';

export type SaveOutcome =
  | { readonly kind: 'saved'; readonly schedule: Schedule }
  | { readonly kind: 'invalid'; readonly field: string; readonly message: string }
  | RefusedWrite<Schedule>;

/** "timeZone: Unknown time zone." as the field it names and what it says of it. */
export function refusedField(error: unknown): { field: string; message: string } | undefined {
  if (!isApiError(error) || error.status !== 400 || error.code !== 'invalid-request') return undefined;
  const match = /^([A-Za-z][\w.]*): (.+)$/s.exec(error.message);
  return match?.[1] === undefined || match[2] === undefined
    ? undefined
    : { field: match[1], message: match[2] };
}

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
