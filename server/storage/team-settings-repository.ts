/**
 * A setting of the whole team (one row per setting in `team_settings`), versioned like a catalog entry:
 * a save names the version it was edited from and is refused when someone saved since. No row: the
 * setting's defaults, version 0. What a row holds is read through the setting's own `read`, so a value
 * an older or newer version wrote never reaches a caller unchecked.
 */
import type { Db } from './database';

export interface TeamSetting<T> {
  readonly value: T;
  readonly version: number;
  readonly updatedBy: string | null;
  readonly updatedAt: number | null;
}

export type TeamSettingSaveOutcome<T> =
  | { readonly kind: 'saved'; readonly setting: TeamSetting<T> }
  /** Someone saved since that version (or it was never one): the setting as it is now. */
  | { readonly kind: 'conflict'; readonly current: TeamSetting<T> };

export function teamSettingRepository<T>(db: Db, name: string, defaults: T, read: (saved: unknown) => T) {
  async function get(): Promise<TeamSetting<T>> {
    const row = await db.selectFrom('team_settings').selectAll().where('name', '=', name).executeTakeFirst();
    if (row === undefined) return { value: defaults, version: 0, updatedBy: null, updatedAt: null };
    return {
      value: read(row.value),
      version: row.version,
      updatedBy: row.updated_by,
      updatedAt: row.updated_at.getTime(),
    };
  }

  return {
    get,

    /** Saves the value edited from `version`; the first save (from the defaults' 0) writes the row. */
    async save(value: T, version: number, by: string, at: number): Promise<TeamSettingSaveOutcome<T>> {
      const values = { value: JSON.stringify(value), updated_by: by, updated_at: new Date(at) };
      const row =
        version === 0
          ? await db
              .insertInto('team_settings')
              .values({ name, version: 1, ...values })
              .onConflict((oc) => oc.column('name').doNothing())
              .returning('version')
              .executeTakeFirst()
          : await db
              .updateTable('team_settings')
              .set({ version: version + 1, ...values })
              .where('name', '=', name)
              .where('version', '=', version)
              .returning('version')
              .executeTakeFirst();
      if (row === undefined) return { kind: 'conflict', current: await get() };
      return { kind: 'saved', setting: { value, version: row.version, updatedBy: by, updatedAt: at } };
    },
  };
}

export type TeamSettingRepository<T> = ReturnType<typeof teamSettingRepository<T>>;
