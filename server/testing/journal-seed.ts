/**
 * Executions written straight into the journal, for the tests of what is counted from it (the overview,
 * the watchdogs): ended, running, queued, deleted or given up on, at the instants a test chooses. They
 * are not followed (no next read): nothing changes them behind the test's back.
 */
import type { Db } from '../storage/database';

export interface JournalSeed {
  readonly id: string;
  readonly robot?: string;
  readonly runtime?: string;
  /** The service's start (init), Unix ms; the run entered the journal five seconds before. */
  readonly start: number;
  readonly end?: number | null;
  readonly status: string | null;
  /** Ended without a readable end (`end` null); by default, ended when `end` is set. */
  readonly ended?: boolean;
  readonly deleted?: boolean;
  readonly lost?: boolean;
  readonly by?: string;
  /** The return value as the service gave it (a JSON value). */
  readonly returnValue?: unknown;
  /** Started by the schedule of this id (a uuid), not by a person. */
  readonly schedule?: string;
}

export async function seedJournal(db: Db, seeds: readonly JournalSeed[]): Promise<void> {
  if (seeds.length === 0) return;
  await db
    .insertInto('executions')
    .values(
      seeds.map((seed) => ({
        computer_id: seed.runtime ?? 'RT1',
        execution_id: seed.id,
        robot_id: seed.robot ?? 'R1',
        api_version: 'v2',
        variables: null,
        source: 'run',
        started_by: seed.by ?? 'ana@example.test',
        started_at: new Date(seed.start - 5_000),
        status: seed.status,
        progress: null,
        init_at: new Date(seed.start),
        end_at: seed.end === undefined || seed.end === null ? null : new Date(seed.end),
        ended: seed.ended ?? (seed.end !== undefined && seed.end !== null),
        return_value: seed.returnValue === undefined ? null : JSON.stringify(seed.returnValue),
        logs: null,
        deleted_at: seed.deleted === true ? new Date(seed.start + 60_000) : null,
        deleted_by: seed.deleted === true ? (seed.by ?? 'ana@example.test') : null,
        lost_reason: seed.lost === true ? 'not-found' : null,
        updated_at: new Date(seed.start),
        search_text: seed.id.toLowerCase(),
        follower: null,
        lease_until: null,
        next_read_at: null,
        follow_note: null,
        schedule_id: seed.schedule ?? null,
      })),
    )
    .execute();
}
