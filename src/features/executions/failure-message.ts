/**
 * Why an execution failed, in one line for the top of its page. The spec documents neither log levels
 * nor the return value's shape (spec-gaps.ts), so this reads what the service is seen to send: the last
 * log line at an error level, else a message in the return value (`message`, `error`, `error.message`,
 * or the value itself when it is text).
 */
import { errorLogLevels, statusTone } from '@/api/spec-gaps';
import { readLogEntry } from './format-log';

type FailureMessage =
  | { readonly source: 'log'; readonly text: string }
  | { readonly source: 'return-value'; readonly text: string };

/** Whether a line at this level reports an error. */
export function isErrorLevel(level: string | undefined): boolean {
  return level !== undefined && errorLogLevels.has(level.trim().toUpperCase());
}

export function hasFailed(status: string): boolean {
  return statusTone(status) === 'error';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function returnValueMessage(value: unknown): string | undefined {
  if (!isRecord(value)) return text(value);
  const error = value.error;
  return text(value.message) ?? text(error) ?? (isRecord(error) ? text(error.message) : undefined);
}

/** The message that best says why it failed, or `undefined` when the service gave none. */
export function failureMessage(result: {
  readonly logs: readonly unknown[];
  readonly returnValue: unknown;
}): FailureMessage | undefined {
  for (let index = result.logs.length - 1; index >= 0; index -= 1) {
    const line = readLogEntry(result.logs[index]);
    if (isErrorLevel(line.level)) {
      return { source: 'log', text: line.text };
    }
  }
  const message = returnValueMessage(result.returnValue);
  return message === undefined ? undefined : { source: 'return-value', text: message };
}
