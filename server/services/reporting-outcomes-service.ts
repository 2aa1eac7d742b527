/**
 * The team's status → outcome mapping for the reporting records (src/api/workspace/reporting-outcomes.ts):
 * read by everyone, changed by an admin from the version they read, each change logged with what it moved.
 * Only the statuses the team counts otherwise than the default are kept, so a status the console learns
 * to know later takes its default until the team says otherwise.
 */
import { defaultReportingOutcome, reportingOutcomes } from '../../src/api/spec-gaps';
import {
  defaultOutcomeMapping,
  outcomeOf,
  type OutcomeMapping,
  type ReportingOutcomes,
} from '../../src/api/workspace/reporting-outcomes';
import { z } from '../../src/api/zod';
import type { ActivityRepository } from '../storage/activity-repository';
import type { Db } from '../storage/database';
import { teamSettingRepository, type TeamSetting } from '../storage/team-settings-repository';

/** At most this many status changes are named in one activity entry; the rest are counted. */
const changesNamed = 10;

const savedEntry = z.enum(reportingOutcomes);

/** The saved choices; an entry that does not read (a later version's word) is left out: its default. */
function readChoices(saved: unknown): OutcomeMapping {
  const entries = z.record(z.string(), z.unknown()).safeParse(saved).data ?? {};
  return Object.fromEntries(
    Object.entries(entries).flatMap(([status, outcome]) => {
      const read = savedEntry.safeParse(outcome);
      return read.success ? [[status, read.data]] : [];
    }),
  );
}

/** What differs from the default: all that is worth keeping. */
const choicesOf = (mapping: OutcomeMapping): OutcomeMapping =>
  Object.fromEntries(
    Object.entries(mapping).filter(([status, outcome]) => outcome !== defaultReportingOutcome(status)),
  );

function shown(setting: TeamSetting<OutcomeMapping>): ReportingOutcomes {
  const { value, ...version } = setting;
  return { outcomes: { ...defaultOutcomeMapping, ...value }, ...version };
}

export function reportingOutcomesService(deps: {
  readonly db: Db;
  readonly activity: ActivityRepository;
  readonly now: () => number;
}) {
  const settings = teamSettingRepository<OutcomeMapping>(deps.db, 'reporting-outcomes', {}, readChoices);
  return {
    get: async (): Promise<ReportingOutcomes> => shown(await settings.get()),

    async save(
      outcomes: OutcomeMapping,
      version: number,
      by: string,
    ): Promise<
      { kind: 'saved'; outcomes: ReportingOutcomes } | { kind: 'conflict'; current: ReportingOutcomes }
    > {
      const at = deps.now();
      const before = await settings.get();
      const outcome = await settings.save(choicesOf(outcomes), version, by, at);
      if (outcome.kind === 'conflict') return { kind: 'conflict', current: shown(outcome.current) };
      const statuses = new Set([...Object.keys(before.value), ...Object.keys(outcome.setting.value)]);
      const moved = [...statuses]
        .sort()
        .filter((status) => outcomeOf(status, before.value) !== outcomeOf(status, outcome.setting.value))
        .map(
          (status) =>
            `${status}: ${outcomeOf(status, before.value)} → ${outcomeOf(status, outcome.setting.value)}`,
        );
      await deps.activity.record({
        actor: by,
        action: 'reporting-outcomes-save',
        target: 'reporting outcomes',
        details: {
          version: outcome.setting.version,
          changes: moved.slice(0, changesNamed).join('; '),
          ...(moved.length > changesNamed ? { more: moved.length - changesNamed } : {}),
        },
        at,
      });
      return { kind: 'saved', outcomes: shown(outcome.setting) };
    },
  };
}

export type ReportingOutcomesService = ReturnType<typeof reportingOutcomesService>;
