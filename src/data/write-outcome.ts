/**
 * What became of a refused write to the team's workspace, a write that names the version it started
 * from: changed meanwhile by someone (409: who, when, and the thing as it is now, read with its schema),
 * deleted meanwhile (404), or failed. The catalog's and the schedules' screens explain each alike.
 */
import { isApiError } from '@/api/api-error';
import type { z } from '@/api/zod';
import { conflictOf } from './workspace-client';

export type RefusedWrite<T> =
  | {
      readonly kind: 'conflict';
      readonly changedBy: string;
      readonly changedAt: number;
      readonly current: T;
    }
  | { readonly kind: 'gone' }
  | { readonly kind: 'failed'; readonly error: unknown };

/** Sorts a write's error; a 409 whose current version `schema` cannot read is a failure. */
export function refusedWrite<T>(error: unknown, schema: z.ZodType<T>): RefusedWrite<T> {
  const conflict = conflictOf(error);
  const current = schema.safeParse(conflict?.current);
  if (conflict !== undefined && current.success) {
    return {
      kind: 'conflict',
      changedBy: conflict.changedBy,
      changedAt: conflict.changedAt,
      current: current.data,
    };
  }
  if (isApiError(error) && error.status === 404) return { kind: 'gone' };
  return { kind: 'failed', error };
}

/** "timeZone: Unknown time zone." as the field it names and what it says of it. */
export function refusedField(error: unknown): { field: string; message: string } | undefined {
  if (!isApiError(error) || error.status !== 400 || error.code !== 'invalid-request') return undefined;
  const match = /^([A-Za-z][\w.]*): (.+)$/s.exec(error.message);
  return match?.[1] === undefined || match[2] === undefined
    ? undefined
    : { field: match[1], message: match[2] };
}
