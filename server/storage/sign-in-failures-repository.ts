/**
 * Failed sign-ins per username from every address together (migration 0016): one row per username
 * (`person`, roles.ts `personKey`) counting in a fixed window from its first failure. Kept in the
 * database, not in memory, so that every instance on one PostgreSQL counts into the same row; each
 * change is one statement on that row, so instances taking the last place at once cannot both get it.
 * The rules (what counts, when it is taken back) are the sign-in limiter's.
 */
import { sql } from 'kysely';
import type { Db } from './database';

export interface FailureCap {
  readonly windowMs: number;
  readonly max: number;
}

/** Counted (`ok`) or refused; either way, when the window that counted or refused it ends (epoch ms). */
export interface FailureTake {
  readonly ok: boolean;
  readonly windowEnds: number;
}

/**
 * How long an attempt is refused when its row changed between the refusal and the look at its window
 * (another instance cleared or restarted it): one second, then it is tried afresh.
 */
const racedRefusalMs = 1000;

export function signInFailuresRepository(db: Db) {
  return {
    /** Counts one failure for `person` at `instant`, unless its window already holds `cap.max`. */
    async take(person: string, instant: number, cap: FailureCap): Promise<FailureTake> {
      const at = new Date(instant);
      // Usernames tried once (any string at all) must not pile up: ended windows go as others begin.
      await db.deleteFrom('sign_in_failures').where('window_ends', '<=', at).execute();
      const { rows } = await sql<{ window_ends: Date }>`
        insert into sign_in_failures as f (person, failures, window_ends)
        values (${person}, 1, ${new Date(instant + cap.windowMs)})
        on conflict (person) do update set
          failures = case when f.window_ends <= ${at} then 1 else f.failures + 1 end,
          window_ends = case when f.window_ends <= ${at} then excluded.window_ends else f.window_ends end
        where f.window_ends <= ${at} or f.failures < ${cap.max}
        returning window_ends`.execute(db);
      const counted = rows[0];
      if (counted !== undefined) return { ok: true, windowEnds: counted.window_ends.getTime() };
      const full = await db
        .selectFrom('sign_in_failures')
        .select('window_ends')
        .where('person', '=', person)
        .executeTakeFirst();
      const windowEnds = full?.window_ends.getTime() ?? 0;
      return { ok: false, windowEnds: Math.max(windowEnds, instant + racedRefusalMs) };
    },

    /** Takes back one failure counted in the window ending at `windowEnds`, unless that window is over. */
    async giveBack(person: string, windowEnds: number): Promise<void> {
      await db
        .updateTable('sign_in_failures')
        .set((eb) => ({ failures: eb('failures', '-', 1) }))
        .where('person', '=', person)
        .where('window_ends', '=', new Date(windowEnds))
        .where('failures', '>', 0)
        .execute();
    },

    /** Forgets the username's failures (its password was right). */
    async clear(person: string): Promise<void> {
      await db.deleteFrom('sign_in_failures').where('person', '=', person).execute();
    },
  };
}

export type SignInFailuresRepository = ReturnType<typeof signInFailuresRepository>;
