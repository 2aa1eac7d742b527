import { z } from '@/api/zod';
import { createLocalStore } from '@/lib/local-store';

/** The last idea id used on the RPA or volumetry form, offered again on both. */
export const ideaIdStore = createLocalStore('robot-console:idea-id', z.int().nullable(), null);
