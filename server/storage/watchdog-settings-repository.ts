/**
 * The watchdogs' rules as the team set them: one row, versioned like a catalog entry (a save names the
 * version it was edited from, and is refused when someone saved since). No row: the defaults, version 0.
 */
import { z } from '../../src/api/zod';
import {
  defaultWatchdogRules,
  watchdogRulesSchema,
  type WatchdogRules,
  type WatchdogSettings,
} from '../../src/api/workspace/alerts';
import type { Db } from './database';

export type SettingsSaveOutcome =
  | { readonly kind: 'saved'; readonly settings: WatchdogSettings }
  /** Someone saved since that version (or it was never one): the settings as they are now. */
  | { readonly kind: 'conflict'; readonly current: WatchdogSettings };

const savedRules = z.record(z.string(), z.unknown());

/**
 * The saved rules; a rule that does not read (one a later version added or changed) is its default, and
 * the team's other rules are kept.
 */
function readRules(saved: unknown): WatchdogRules {
  const whole = watchdogRulesSchema.safeParse(saved);
  if (whole.success) return whole.data;
  const rules = savedRules.safeParse(saved).data ?? {};
  const { shape } = watchdogRulesSchema;
  return {
    queued: shape.queued.safeParse(rules.queued).data ?? defaultWatchdogRules.queued,
    running: shape.running.safeParse(rules.running).data ?? defaultWatchdogRules.running,
    runtimeDown: shape.runtimeDown.safeParse(rules.runtimeDown).data ?? defaultWatchdogRules.runtimeDown,
    scheduleFires:
      shape.scheduleFires.safeParse(rules.scheduleFires).data ?? defaultWatchdogRules.scheduleFires,
    failures: shape.failures.safeParse(rules.failures).data ?? defaultWatchdogRules.failures,
    reportingSends:
      shape.reportingSends.safeParse(rules.reportingSends).data ?? defaultWatchdogRules.reportingSends,
  };
}

export function watchdogSettingsRepository(db: Db) {
  async function get(): Promise<WatchdogSettings> {
    const row = await db.selectFrom('watchdog_settings').selectAll().executeTakeFirst();
    if (row === undefined)
      return { rules: defaultWatchdogRules, version: 0, updatedBy: null, updatedAt: null };
    return {
      rules: readRules(row.rules),
      version: row.version,
      updatedBy: row.updated_by,
      updatedAt: row.updated_at.getTime(),
    };
  }

  return {
    get,

    /** Saves the rules edited from `version`; the first save (from the defaults' 0) writes the row. */
    async save(rules: WatchdogRules, version: number, by: string, at: number): Promise<SettingsSaveOutcome> {
      const values = { rules: JSON.stringify(rules), updated_by: by, updated_at: new Date(at) };
      const row =
        version === 0
          ? await db
              .insertInto('watchdog_settings')
              .values({ id: 1, version: 1, ...values })
              .onConflict((oc) => oc.column('id').doNothing())
              .returning('version')
              .executeTakeFirst()
          : await db
              .updateTable('watchdog_settings')
              .set({ version: version + 1, ...values })
              .where('id', '=', 1)
              .where('version', '=', version)
              .returning('version')
              .executeTakeFirst();
      if (row === undefined) return { kind: 'conflict', current: await get() };
      return { kind: 'saved', settings: { rules, version: row.version, updatedBy: by, updatedAt: at } };
    },
  };
}

export type WatchdogSettingsRepository = ReturnType<typeof watchdogSettingsRepository>;
