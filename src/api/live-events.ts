/**
 * The live stream of the team journal, `GET /api/events` (Server-Sent Events), as the server sends it
 * and the browser reads it. One contract for both sides:
 *
 *   retry: 3000                       how long EventSource waits before reconnecting
 *   event: ready                      first, once per connection; `id` only when not resuming
 *   event: execution   id: <seq>      a journal entry as it is now, after its change number <seq>
 *   event: reset       id: <seq>      too much was missed (or the id is unknown): read the lists again
 *   event: closing                    the server ends the stream (signed out, or stopping)
 *   : heartbeat                       a comment every 15 s, so that proxies keep the connection open
 *
 * Resuming: EventSource sends the last `id` it saw as `Last-Event-ID` when it reconnects; `?after=<seq>`
 * does the same for the first connection. The server then sends every entry changed after that number
 * (each once, as it is now) before the live ones, or `reset` when they are more than `maxLiveBacklog`.
 */
import { z } from './zod';
import { statusTone } from './spec-gaps';
import { journalEntrySchema } from './workspace/journal';
import { workspacePath } from './workspace/routes';

export const liveEventsPath = workspacePath('events');

/** How long a browser waits before reconnecting a dropped stream (the `retry:` line). */
export const liveRetryMs = 3_000;
/** A comment this often keeps proxies from closing an idle stream, and lets the server check the session. */
export const liveHeartbeatMs = 15_000;
/** Past this many changes missed, the stream says `reset` instead of sending them. */
export const maxLiveBacklog = 500;

export const liveEventNames = ['ready', 'execution', 'reset', 'closing'] as const;
export type LiveEventName = (typeof liveEventNames)[number];

export const readyEventSchema = z.object({
  /** Whether this connection resumed from an id (then nothing was missed in between). */
  resumed: z.boolean(),
});

export const resetEventSchema = z.object({
  /** `too-many`: more changes than `maxLiveBacklog` were missed; `unknown-id`: the id is not one of ours. */
  reason: z.enum(['too-many', 'unknown-id']),
});

export const closingEventSchema = z.object({
  /** `signed-out`: the session ended (do not reconnect); `stopping`: the server stops (reconnect). */
  reason: z.enum(['signed-out', 'stopping']),
});

/** What one message of the stream means, once read. */
export type LiveEvent =
  | { readonly type: 'ready'; readonly id: number | undefined; readonly resumed: boolean }
  | { readonly type: 'execution'; readonly id: number; readonly entry: z.infer<typeof journalEntrySchema> }
  | {
      readonly type: 'reset';
      readonly id: number;
      readonly reason: z.infer<typeof resetEventSchema>['reason'];
    }
  | { readonly type: 'closing'; readonly reason: z.infer<typeof closingEventSchema>['reason'] };

/** A change number as the stream writes it (`id:`), or `undefined` for anything else. */
export function parseLiveId(text: string | null | undefined): number | undefined {
  if (text === null || text === undefined || !/^\d{1,15}$/.test(text.trim())) return undefined;
  return Number(text.trim());
}

function json(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/**
 * One message (its `event`, `data` and `id`, as EventSource gives them) read against the contract;
 * `undefined` for a message this version does not know or cannot read (skip it: a newer server may
 * send more).
 */
export function parseLiveEvent(message: {
  readonly event: string;
  readonly data: string;
  readonly id?: string | null | undefined;
}): LiveEvent | undefined {
  const id = parseLiveId(message.id);
  const body = json(message.data);
  switch (message.event) {
    case 'ready': {
      const parsed = readyEventSchema.safeParse(body);
      return parsed.success ? { type: 'ready', id, resumed: parsed.data.resumed } : undefined;
    }
    case 'execution': {
      const parsed = journalEntrySchema.safeParse(body);
      return parsed.success && id !== undefined ? { type: 'execution', id, entry: parsed.data } : undefined;
    }
    case 'reset': {
      const parsed = resetEventSchema.safeParse(body);
      return parsed.success && id !== undefined
        ? { type: 'reset', id, reason: parsed.data.reason }
        : undefined;
    }
    case 'closing': {
      const parsed = closingEventSchema.safeParse(body);
      return parsed.success ? { type: 'closing', reason: parsed.data.reason } : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * Whether an ended execution counts as a failure, for "failures only" (the webhook's and the page's
 * notifications alike): a status the console shows as an error or an alert.
 */
export function isFailureStatus(status: string | null): boolean {
  if (status === null) return false;
  const tone = statusTone(status);
  return tone === 'error' || tone === 'alert';
}
