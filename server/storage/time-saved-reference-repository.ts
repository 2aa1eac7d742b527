/**
 * The team's reference for the time saved's value (src/api/workspace/time-saved-reference.ts): the
 * choice, kept as a team setting, and the hourly values it stands for, read from the latest successful
 * send of each chosen name in the reporting history. A value is only ever one the team typed and sent.
 */
import { noReference, type TimeSavedReferenceChoice } from '../../src/api/workspace/time-saved-reference';
import {
  referenceForms,
  sentHourValue,
  type ReferenceRecord,
} from '../../src/api/workspace/time-saved-reference-save';
import type { ReferenceRates, SentRate } from '../../src/api/workspace/time-saved-value';
import { z } from '../../src/api/zod';
import type { Db } from './database';
import { historyRepository } from './history-repository';
import { teamSettingRepository } from './team-settings-repository';

const savedChoice = z.object({ jobPosition: z.string().nullable(), supplier: z.string().nullable() });

/** A choice another version wrote that does not read is no reference: no value rather than a wrong one. */
const readChoice = (saved: unknown): TimeSavedReferenceChoice =>
  savedChoice.safeParse(saved).data ?? noReference;

export function timeSavedReferenceRepository(db: Db) {
  const setting = teamSettingRepository(db, 'time-saved-reference', noReference, readChoice);
  const history = historyRepository(db);

  /** The hourly value of the latest successful send of `name`; undefined when none reads. */
  async function rateOf(record: ReferenceRecord, name: string): Promise<SentRate | undefined> {
    const entry = await history.latestSent(referenceForms[record], name);
    const hourValue = entry === undefined ? undefined : sentHourValue(record, entry)?.hourValue;
    return entry === undefined || hourValue === undefined
      ? undefined
      : { name, hourValue, sentAt: entry.sentAt };
  }

  return {
    ...setting,

    /** Whether the team sent a record of this name successfully (the only ones that may be chosen). */
    wasSent: async (record: ReferenceRecord, name: string) =>
      (await history.latestSent(referenceForms[record], name)) !== undefined,

    /** The reference's hourly values as the history has them now. */
    async rates(): Promise<ReferenceRates> {
      const { value: choice } = await setting.get();
      if (choice.jobPosition === null) return { state: 'no-reference' };
      const [jobPosition, supplier] = await Promise.all([
        rateOf('job-position', choice.jobPosition),
        choice.supplier === null ? null : rateOf('supplier', choice.supplier),
      ]);
      if (jobPosition === undefined)
        return { state: 'unreadable', record: 'job-position', name: choice.jobPosition };
      if (supplier === undefined && choice.supplier !== null)
        return { state: 'unreadable', record: 'supplier', name: choice.supplier };
      return { state: 'rates', jobPosition, supplier: supplier ?? null };
    },
  };
}

export type TimeSavedReferenceRepository = ReturnType<typeof timeSavedReferenceRepository>;
