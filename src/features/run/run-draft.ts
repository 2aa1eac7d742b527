import { z } from '@/api/zod';
import { createLocalStore } from '@/lib/local-store';
import { emptyRunForm, type RunFormInput } from './run-form-schema';

// The draft is what was typed, valid or not, so its schema only checks the shape.
const draftSchema = z.object({
  computerId: z.string(),
  robotId: z.string(),
  apiVersion: z.enum(['v1', 'v2']),
  variables: z.array(
    z.object({ name: z.string(), type: z.string(), value: z.string(), required: z.boolean() }),
  ),
}) satisfies z.ZodType<RunFormInput>;

/** The run form as last typed, so a reload or a visit to another page loses nothing. */
export const runDraftStore = createLocalStore<RunFormInput>(
  'robot-console:run-draft',
  draftSchema,
  emptyRunForm,
);
