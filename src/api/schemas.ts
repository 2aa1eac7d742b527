/**
 * zod schemas for every body of api-spec sections 2.1–2.12. Responses are loose objects: fields the
 * spec does not name pass through untouched, while a named field of the wrong type is an error that
 * names the field (see `describeIssue` in http.ts).
 */
import { z } from './zod';
import { roleSchema } from './roles';

/** 2.1 — the password is sent base64-encoded; `encodePassword` in password.ts does that. */
export const loginRequestSchema = z.object({
  username: z.string(),
  password: z.string(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** 2.2 — version 1 answers the text `Bearer <jwt>`. */
export const loginV1ResponseSchema = z
  .string()
  .trim()
  .regex(/^Bearer\s+\S+$/i, 'expected the text "Bearer <token>"')
  .transform((text) => text.replace(/^Bearer\s+/i, ''));

/** 2.3 */
export const loginV2ResponseSchema = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().nonnegative(),
});

/** 2.4 */
export const runVariableSchema = z.object({
  name: z.string().min(1),
  type: z.string().min(1),
  value: z.string(),
});
export type RunVariable = z.infer<typeof runVariableSchema>;
export const runVariablesSchema = z.object({ variables: z.array(runVariableSchema) });

/** 2.5, version 1: the execution id as plain text. */
export const runV1ResponseSchema = z.string().trim().min(1, 'expected an execution id');

/** 2.5, version 2 */
export const runV2ResponseSchema = z.looseObject({ id: z.string().trim().min(1) });

/** 2.6 — `end`, `returnValue` and the log elements have no documented type, so any JSON is accepted. */
export const executionResultSchema = z.looseObject({
  _id: z.string(),
  logs: z.array(z.unknown()),
  init: z.number(),
  end: z.unknown().transform((value) => value ?? null),
  returnValue: z.unknown().transform((value) => value ?? null),
  status: z.string(),
  progress: z.number(),
});
export type ExecutionResult = z.infer<typeof executionResultSchema>;

/** 2.7 */
export const errorBodySchema = z.looseObject({
  timestamp: z.number(),
  status: z.number().int(),
  error: z.string(),
  message: z.string(),
  path: z.string(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

const count = z.int().nonnegative();
const isoInstant = z.iso
  .datetime({ precision: 3 })
  .refine((value) => value.endsWith('Z'), 'expected UTC (Z)');

/** 2.8 */
export const rpaRecordSchema = z.object({
  ideaId: z.int(),
  successExecutionTime: count,
  alertExecutionTime: count,
  errorExecutionTime: count,
  successExecutions: count,
  alertExecutions: count,
  errorExecutions: count,
  processedAt: isoInstant,
});
export type RpaRecord = z.infer<typeof rpaRecordSchema>;

/** 2.9 */
export const volumetryRecordSchema = z.object({
  ideaId: z.int(),
  successExecutions: count,
  alertExecutions: count,
  errorExecutions: count,
  processedAt: isoInstant,
});
export type VolumetryRecord = z.infer<typeof volumetryRecordSchema>;

/** 2.10 approach types: 1 = automation, 2 = process, 3 = system. */
export const supplierTypes = [
  { value: 1, label: 'Automation' },
  { value: 2, label: 'Process' },
  { value: 3, label: 'System' },
] as const;
export type SupplierType = (typeof supplierTypes)[number]['value'];

/** 2.10, request */
export const supplierRequestSchema = z.object({
  name: z.string().trim().min(1),
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  hourValue: z.number().nonnegative(),
});
export type SupplierRequest = z.infer<typeof supplierRequestSchema>;

/** 2.10, response */
export const supplierResponseSchema = z.looseObject({
  idSupplier: z.int(),
  name: z.string(),
  type: z.int(),
  hourValue: z.number(),
  standard: z.boolean(),
});
export type SupplierResponse = z.infer<typeof supplierResponseSchema>;

/** 2.11 */
export const jobPositionSchema = z.object({
  title: z.string().trim().min(1),
  hourValue: z.number().nonnegative(),
});
export type JobPosition = z.infer<typeof jobPositionSchema>;

/** 2.12 */
export const acknowledgementSchema = z.looseObject({
  code: z.int(),
  status: z.string(),
  message: z.string(),
});
export type Acknowledgement = z.infer<typeof acknowledgementSchema>;

/** The server's own session resource (`/session`), not part of the upstream spec. */
export const sessionInfoSchema = z.object({
  username: z.string(),
  /** ISO 8601 instant at which the server forgets the session. */
  expiresAt: z.string(),
  /** Whether the server holds a reporting API key; absent from older servers, read as configured. */
  reporting: z.enum(['configured', 'not-configured']).default('configured'),
  /**
   * What the server lets this person do (roles.ts), read from the team at every request. Absent from a
   * server older than roles, where everyone could do everything.
   */
  role: roleSchema.default('admin'),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/**
 * `GET /session` when nobody is signed in: a 200 that says so, not a 401 (asking who is signed in is no
 * error, and a browser lists every refused fetch among the page's console errors).
 */
export const signedOutSchema = z.object({ signedIn: z.literal(false) });
export type SignedOut = z.infer<typeof signedOutSchema>;

/** The JSON error the server answers for its own refusals (404, 405, 413, 502, 504, 403 …). */
export const serverErrorSchema = z.looseObject({
  error: z.string(),
  message: z.string(),
});
