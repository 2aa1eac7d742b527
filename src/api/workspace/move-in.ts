/**
 * Moving in: what a browser kept before the team workspace, as it brings it, and what became of it.
 */
import { z } from '../zod';
import { idSchema } from '../ids';
import { textLimits } from '../limits';
import { runVariableSchema } from '../schemas';
import { robotInputSchema, runtimeInputSchema } from './catalog-input';
import { reportFormSchema } from './history';

/** One execution as a browser's own queue kept it (before the team workspace). */
export const movedExecutionSchema = z.object({
  computerId: idSchema('the Runtime ID'),
  executionId: idSchema('the execution ID'),
  robotId: z.string().max(200).optional(),
  run: z
    .object({
      apiVersion: z.enum(['v1', 'v2']),
      variables: z.array(runVariableSchema).max(textLimits.variables).nullable(),
    })
    .optional(),
  source: z.enum(['run', 'track']),
  addedAt: z.number(),
  status: z.string().max(200).optional(),
  progress: z.number().optional(),
  init: z.number().optional(),
  endedAt: z.number().optional(),
  ended: z.boolean(),
  deletedAt: z.number().optional(),
  lostReason: z.string().max(500).optional(),
});
export type MovedExecution = z.infer<typeof movedExecutionSchema>;

/** One reporting send as a browser's history kept it. */
export const movedSendSchema = z.object({
  form: reportFormSchema,
  sentAt: z.number(),
  payload: z.unknown(),
  outcome: z.enum(['sent', 'failed']),
  response: z.unknown().optional(),
  error: z.string().max(2_000).optional(),
});
export type MovedSend = z.infer<typeof movedSendSchema>;

/** Everything one browser brings to the team workspace, at most once per entry. */
export const moveInRequestSchema = z.object({
  executions: z.array(movedExecutionSchema).max(10_000).default([]),
  catalog: z
    .object({
      runtimes: z.array(runtimeInputSchema).max(1_000),
      robots: z.array(robotInputSchema).max(1_000),
    })
    .default({ runtimes: [], robots: [] }),
  history: z.array(movedSendSchema).max(2_000).default([]),
});
export type MoveInRequest = z.input<typeof moveInRequestSchema>;
export type MoveInData = z.output<typeof moveInRequestSchema>;
