/**
 * How a simulated execution looks at a given instant. Nothing runs on a timer: the stored record only
 * holds what the run call received and when, and every read derives status, progress, logs and result
 * from the clock, so a test moves an execution along by moving its clock.
 */
import { z } from '@/api/zod';
import { runVariableSchema, type ExecutionResult, type RunVariable } from '@/api/schemas';
import { demoRobots, failVariableName, queuedBotQueueMs } from './demo';

export const executionRecordSchema = z.object({
  id: z.string(),
  computerId: z.string(),
  robotId: z.string(),
  /** `null` when the robot was started with its default parameters. */
  variables: z.array(runVariableSchema).nullable(),
  /** Instant the run call was accepted, Unix ms; also reported as `init`. */
  queuedAt: z.number(),
});
export type ExecutionRecord = z.infer<typeof executionRecordSchema>;

export interface ExecutionTiming {
  readonly queueMs: number;
  readonly runMs: number;
}

/** Robots the simulator "knows" run with these defaults when started without variables. */
const defaultVariables: readonly RunVariable[] = [{ name: 'batch', type: 'text', value: 'default' }];

/** Execution ids look like the MongoDB ObjectIds the `_id` field suggests: 24 hex digits. */
export function executionId(queuedAt: number, sequence: number): string {
  const seconds = Math.floor(queuedAt / 1000)
    .toString(16)
    .padStart(8, '0');
  return `${seconds.slice(-8)}${sequence.toString(16).padStart(16, '0')}`;
}

function willFail(record: ExecutionRecord): boolean {
  if (record.robotId === demoRobots.failing) return true;
  return (record.variables ?? []).some(
    (variable) => variable.name === failVariableName && variable.value.trim().toLowerCase() === 'true',
  );
}

function phases(record: ExecutionRecord, timing: ExecutionTiming) {
  const queueMs = record.robotId === demoRobots.queued ? queuedBotQueueMs : timing.queueMs;
  const startedAt = record.queuedAt + queueMs;
  return { startedAt, endedAt: startedAt + timing.runMs };
}

/** Whether the execution is still waiting in the queue, the only state in which it can be deleted. */
export function isPendent(record: ExecutionRecord, timing: ExecutionTiming, now: number): boolean {
  return now < phases(record, timing).startedAt;
}

type LogLine = string | { readonly date: number; readonly level: string; readonly message: string };

// The spec does not show a log element, so the lines mix shapes the UI must cope with: mostly objects,
// one plain string. Each line is due at a fraction of the running time.
function scriptedLogs(
  record: ExecutionRecord,
  fails: boolean,
): { at: number; line: (date: number) => LogLine }[] {
  const variables = record.variables ?? defaultVariables;
  const info = (message: string) => (date: number) => ({ date, level: 'INFO', message });
  const lines = [
    { at: 0, line: info(`Robot ${record.robotId} started on ${record.computerId}`) },
    { at: 0.15, line: () => `Loaded ${variables.length} input variable(s)` },
    { at: 0.35, line: info('Opened the input documents') },
    { at: 0.6, line: info('Processed the documents') },
  ];
  if (fails) {
    lines.push({
      at: 0.9,
      line: (date) => ({ date, level: 'ERROR', message: 'Target system refused the data' }),
    });
  } else {
    lines.push({ at: 0.85, line: info('Wrote the results') });
  }
  return lines;
}

function returnValue(record: ExecutionRecord, fails: boolean): Record<string, unknown> {
  if (fails) {
    return {
      error: 'RobotError',
      message: `Robot ${record.robotId} failed: target system refused the data.`,
    };
  }
  const variables = record.variables ?? defaultVariables;
  return {
    robot: record.robotId,
    variables: Object.fromEntries(variables.map((variable) => [variable.name, variable.value])),
    summary: `Processed ${variables.length} input variable(s) without errors.`,
    itemsProcessed: variables.length * 10,
  };
}

/** The execution result (spec 2.6) as the service would answer it at instant `now`. */
export function executionView(
  record: ExecutionRecord,
  timing: ExecutionTiming,
  now: number,
): ExecutionResult {
  const { startedAt, endedAt } = phases(record, timing);
  const base = { _id: record.id, init: record.queuedAt };
  if (now < startedAt) {
    return { ...base, logs: [], end: null, returnValue: null, status: 'PENDENT', progress: 0 };
  }
  const fails = willFail(record);
  const fraction = timing.runMs <= 0 ? 1 : Math.min(1, (now - startedAt) / timing.runMs);
  const logs = scriptedLogs(record, fails)
    .map(({ at, line }) => ({ due: startedAt + Math.round(at * timing.runMs), line }))
    .filter(({ due }) => due <= now)
    .map(({ due, line }) => line(due));
  if (now < endedAt) {
    // Capped below 1 so that a progress of 1 always comes with an end.
    const progress = Math.min(0.99, Math.round(fraction * 100) / 100);
    return { ...base, logs, end: null, returnValue: null, status: 'RUNNING', progress };
  }
  return {
    ...base,
    logs,
    end: endedAt,
    returnValue: returnValue(record, fails),
    status: fails ? 'ERROR' : 'SUCCESS',
    progress: 1,
  };
}
