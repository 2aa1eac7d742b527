/**
 * The live stream's contract, shared by the server that writes it and the browser that reads it:
 * `GET /api/events` (Server-Sent Events). Each change of an execution in the team's journal is an
 * `execution` event whose id is the change's number and whose data is the whole journal entry; a
 * `reset` event says the browser was away too long to be caught up change by change, so it reads the
 * journal again. The server also sends a heartbeat comment now and then so proxies keep the stream open.
 */
import { journalEntrySchema, workspacePrefix, type JournalEntry } from './workspace';

export const liveEventsPath = `${workspacePrefix}/events`;

export const liveEventNames = { execution: 'execution', reset: 'reset' } as const;

/** The entry an `execution` event carries, or undefined when it cannot be read (it is skipped). */
export function parseLiveEntry(data: string): JournalEntry | undefined {
  try {
    const parsed = journalEntrySchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
