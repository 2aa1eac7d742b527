/**
 * The RPA and volumetry forms as last typed, valid or not, so that a reload or a visit to another page
 * loses nothing (as the run form's draft): kept until the record is sent.
 */
import { z } from '@/api/zod';
import { createLocalStore, type LocalStore } from '@/lib/local-store';
import { countFields, timeFields, type FiguresFormInput } from './figure-fields';

const fields = ['ideaId', ...countFields, ...timeFields, 'processedAt'] as const;

// What was typed: only the shape is checked.
const draftSchema = z.record(z.enum(fields), z.string());

const draftOf = (form: 'rpa' | 'volumetry') =>
  createLocalStore<FiguresFormInput | null>(
    `robot-console:report-draft:${form}`,
    draftSchema.nullable(),
    null,
  );

export const figuresDraftStores: Record<'rpa' | 'volumetry', LocalStore<FiguresFormInput | null>> = {
  rpa: draftOf('rpa'),
  volumetry: draftOf('volumetry'),
};
