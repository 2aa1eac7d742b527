/**
 * The supplier and job position forms as last typed for a new record, valid or not, so that a reload or
 * a visit to another page loses nothing (as the run form's draft): kept until a new record is sent. What
 * is typed while editing a known record is not kept (the record itself is).
 */
import { z } from '@/api/zod';
import { createLocalStore, type LocalStore } from '@/lib/local-store';
import type { RecordForm } from './record-form-heading';

/** What was typed: the forms hold text (and a choice or two); only that shape is checked. */
export type NamedRecordDraft = Readonly<Record<string, string | number | boolean | null>>;

const draftSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).nullable();

const draftOf = (form: RecordForm) =>
  createLocalStore<NamedRecordDraft | null>(`robot-console:report-draft:${form}`, draftSchema, null);

export const namedRecordDrafts: Record<RecordForm, LocalStore<NamedRecordDraft | null>> = {
  suppliers: draftOf('suppliers'),
  jobPositions: draftOf('jobPositions'),
};
