/** What a move-in added (`POST /api/move-in`'s answer): apart from the request, which reads the catalog's rules. */
import { z } from '../zod';

const movedCounts = z.object({
  executions: z.number().int(),
  runtimes: z.number().int(),
  robots: z.number().int(),
  sends: z.number().int(),
});

/**
 * What was added, what the workspace already had (and kept as it was), and how many reporting sends
 * could not be read as a record of their form (left in the browser).
 */
export const moveInResultSchema = z.object({
  added: movedCounts,
  alreadyThere: movedCounts,
  unreadableSends: z.number().int(),
});
export type MoveInResult = z.infer<typeof moveInResultSchema>;
