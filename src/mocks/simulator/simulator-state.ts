/**
 * The simulator's state as plain JSON: what `snapshot()` returns and `restore()` validates, so the
 * browser mock mode can keep it in localStorage and a corrupt copy is caught before it is used.
 */
import { z } from '@/api/zod';
import { endpointNames } from '@/api/endpoints';
import {
  jobPositionSchema,
  rpaRecordSchema,
  supplierRequestSchema,
  volumetryRecordSchema,
} from '@/api/schemas';
import { executionRecordSchema } from './executions';
import { scenarioSchema } from './scenarios';

const receivedRequestSchema = z.object({
  endpoint: z.enum(endpointNames),
  method: z.string(),
  path: z.string(),
  at: z.number(),
  /** Headers exactly as received; `null` when absent. */
  apiKey: z.string().nullable(),
  authorization: z.string().nullable(),
  /** The parsed JSON body, the raw text when it is not JSON, `null` when empty. */
  body: z.unknown(),
});
export type ReceivedRequest = z.infer<typeof receivedRequestSchema>;

const tokenSchema = z.object({ token: z.string(), sub: z.string(), exp: z.number() });
const supplierSchema = z.object({
  ...supplierRequestSchema.shape,
  idSupplier: z.int(),
  standard: z.boolean(),
});

/** The mock server's session (browser mock mode), kept here so it persists with everything else. */
const mockSessionSchema = z.object({ username: z.string(), token: z.string(), expiresAt: z.number() });
export type MockSession = z.infer<typeof mockSessionSchema>;

export const snapshotSchema = z.object({
  version: z.literal(1),
  sequence: z.int().nonnegative(),
  nextSupplierId: z.int().positive(),
  tokens: z.array(tokenSchema),
  executions: z.array(executionRecordSchema),
  suppliers: z.array(supplierSchema),
  jobPositions: z.array(jobPositionSchema),
  rpaRecords: z.array(rpaRecordSchema),
  volumetryRecords: z.array(volumetryRecordSchema),
  requests: z.array(receivedRequestSchema),
  scenarios: z.array(scenarioSchema),
  session: mockSessionSchema.nullable(),
});
export type SimulatorSnapshot = z.infer<typeof snapshotSchema>;

// The request log is for assertions about the last few calls; a cap keeps a persisted state small.
export const maxLoggedRequests = 200;

export function emptyState(): SimulatorSnapshot {
  return {
    version: 1,
    sequence: 0,
    nextSupplierId: 1,
    tokens: [],
    executions: [],
    suppliers: [],
    jobPositions: [],
    rpaRecords: [],
    volumetryRecords: [],
    requests: [],
    scenarios: [],
    session: null,
  };
}
