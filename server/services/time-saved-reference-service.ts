/**
 * The team's reference for the time saved's value (src/api/workspace/time-saved-reference.ts): read by
 * everyone, set by an admin from the version read, among the job positions and suppliers the team sent
 * successfully; each change logged with what it chose.
 */
import type {
  TimeSavedReference,
  TimeSavedReferenceChoice,
} from '../../src/api/workspace/time-saved-reference';
import type { ReferenceRecord } from '../../src/api/workspace/time-saved-reference-save';
import type { ActivityRepository } from '../storage/activity-repository';
import type { Db } from '../storage/database';
import type { TeamSetting } from '../storage/team-settings-repository';
import { timeSavedReferenceRepository } from '../storage/time-saved-reference-repository';

const shown = ({ value, ...version }: TeamSetting<TimeSavedReferenceChoice>): TimeSavedReference => ({
  ...value,
  ...version,
});

export type ReferenceSaveOutcome =
  | { readonly kind: 'saved'; readonly reference: TimeSavedReference }
  | { readonly kind: 'conflict'; readonly current: TimeSavedReference }
  /** A name the team never sent successfully: the field and why. */
  | { readonly kind: 'refused'; readonly field: 'jobPosition' | 'supplier'; readonly message: string };

export function timeSavedReferenceService(deps: {
  readonly db: Db;
  readonly activity: ActivityRepository;
  readonly now: () => number;
}) {
  const reference = timeSavedReferenceRepository(deps.db);
  const fields = { 'job-position': 'jobPosition', supplier: 'supplier' } as const;
  const words = { 'job-position': 'job position', supplier: 'supplier' } as const;

  /** Why `name` cannot be chosen, if it cannot. */
  async function refusal(record: ReferenceRecord, name: string | null) {
    if (name === null || (await reference.wasSent(record, name))) return undefined;
    return {
      kind: 'refused' as const,
      field: fields[record],
      message: `The team has sent no ${words[record]} named "${name}" successfully: choose one it sent.`,
    };
  }

  return {
    get: async (): Promise<TimeSavedReference> => shown(await reference.get()),

    async save(choice: TimeSavedReferenceChoice, version: number, by: string): Promise<ReferenceSaveOutcome> {
      const refused =
        (await refusal('job-position', choice.jobPosition)) ?? (await refusal('supplier', choice.supplier));
      if (refused !== undefined) return refused;
      const at = deps.now();
      const outcome = await reference.save(choice, version, by, at);
      if (outcome.kind === 'conflict') return { kind: 'conflict', current: shown(outcome.current) };
      await deps.activity.record({
        actor: by,
        action: 'time-saved-reference-save',
        target: 'time saved reference',
        details: {
          version: outcome.setting.version,
          jobPosition: choice.jobPosition,
          supplier: choice.supplier,
        },
        at,
      });
      return { kind: 'saved', reference: shown(outcome.setting) };
    },
  };
}

export type TimeSavedReferenceService = ReturnType<typeof timeSavedReferenceService>;
