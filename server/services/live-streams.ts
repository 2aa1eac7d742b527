/**
 * The browsers' live streams of the journal (contract: src/api/live-events.ts). Each stream resumes
 * from the change number the browser last saw, then follows the change hub; how many are open is
 * bounded per session and in all. A heartbeat keeps proxies from closing idle streams and checks that
 * each stream's session is still signed in; a client too slow to read what it is sent is cut off
 * (it reconnects and resumes from its last id) rather than held in memory without bound.
 */
import { liveHeartbeatMs, liveRetryMs, maxLiveBacklog, type LiveEventName } from '../../src/api/live-events';
import type { Logger } from '../logger';
import type { ChangesRepository, JournalChange } from '../storage/changes-repository';
import type { ChangeHub } from './change-hub';

export interface LiveStreamsDeps {
  readonly hub: Pick<ChangeHub, 'subscribe' | 'catchUp'>;
  readonly changes: Pick<ChangesRepository, 'latest' | 'since'>;
  readonly logger: Logger;
  readonly limits: { readonly perSession: number; readonly total: number };
  readonly heartbeatMs?: number;
  readonly backlogLimit?: number;
  /** What may wait in memory for one slow client before it is cut off (default 4 MiB). */
  readonly maxQueuedBytes?: number;
}

export interface OpenRequest {
  /** Which session the stream belongs to (counted per session); never sent or logged. */
  readonly sessionKey: string;
  /** The last change the browser saw; `unknown` for an id that is not a change number. */
  readonly after: number | 'unknown' | undefined;
  /** Whether the session is still signed in (asked at each heartbeat). */
  readonly stillSignedIn: () => Promise<boolean>;
  /** The request's signal: where the body's cancellation does not reach us, its abort still does. */
  readonly signal?: AbortSignal;
}

export type OpenOutcome =
  | { readonly ok: true; readonly body: ReadableStream<Uint8Array> }
  | { readonly ok: false; readonly reason: 'session-limit' | 'server-limit' };

export interface LiveStreams {
  open(request: OpenRequest): Promise<OpenOutcome>;
  /** Sends the heartbeat comment and closes the streams whose session ended. */
  heartbeat(): Promise<void>;
  /** Beats every `heartbeatMs` until `closeAll`. */
  start(): void;
  /** Says `closing` (the server is stopping) and ends every stream. */
  closeAll(): void;
  /** Streams open now. */
  count(): number;
}

interface OpenStream {
  readonly sessionKey: string;
  readonly stillSignedIn: () => Promise<boolean>;
  send(bytes: Uint8Array): void;
  close(reason?: 'signed-out' | 'stopping'): void;
}

const encoder = new TextEncoder();

/** One Server-Sent Events message; JSON has no line breaks, so `data` is always one line. */
export function sseMessage(event: LiveEventName, data: unknown, id?: number): string {
  return `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

// Every stream sends the same change: written once, whatever the number of streams.
const encoded = new WeakMap<JournalChange, Uint8Array>();
function changeBytes(change: JournalChange): Uint8Array {
  let bytes = encoded.get(change);
  if (bytes === undefined) {
    bytes = encoder.encode(sseMessage('execution', change.entry, change.seq));
    encoded.set(change, bytes);
  }
  return bytes;
}

const heartbeatBytes = encoder.encode(': heartbeat\n\n');

export function createLiveStreams(deps: LiveStreamsDeps): LiveStreams {
  const heartbeatMs = deps.heartbeatMs ?? liveHeartbeatMs;
  const backlogLimit = deps.backlogLimit ?? maxLiveBacklog;
  const maxQueuedBytes = deps.maxQueuedBytes ?? 4 * 1024 * 1024;
  const highWaterMark = 64 * 1024;
  const streams = new Set<OpenStream>();
  // Places taken by streams still opening, so that two opening at once cannot both take the last one.
  const reserved = new Map<string, number>();
  let timer: ReturnType<typeof setInterval> | undefined;
  let closingAll = false;

  const perSession = (key: string) =>
    (reserved.get(key) ?? 0) + [...streams].filter((stream) => stream.sessionKey === key).length;
  const total = () => streams.size + [...reserved.values()].reduce((sum, n) => sum + n, 0);

  async function open(request: OpenRequest): Promise<OpenOutcome> {
    if (closingAll || total() >= deps.limits.total) return { ok: false, reason: 'server-limit' };
    if (perSession(request.sessionKey) >= deps.limits.perSession)
      return { ok: false, reason: 'session-limit' };
    reserved.set(request.sessionKey, (reserved.get(request.sessionKey) ?? 0) + 1);
    const release = () => {
      const left = (reserved.get(request.sessionKey) ?? 1) - 1;
      if (left <= 0) reserved.delete(request.sessionKey);
      else reserved.set(request.sessionKey, left);
    };

    // Listening first, reading second: whatever commits meanwhile is either read or heard (see below).
    const heard: JournalChange[] = [];
    let deliver: (changes: readonly JournalChange[]) => void = (changes) => heard.push(...changes);
    const unsubscribe = deps.hub.subscribe((changes) => deliver(changes));
    let head: string;
    let cursor: number;
    let backlog: readonly JournalChange[] = [];
    try {
      // A read of the hub's own settles where it stands (the first one sets its starting point), so
      // it hands out everything after what it has read by now. Numbers become visible in order
      // (migration 0004): `latest`, read after, is at least that far, and the backlog covers the rest.
      await deps.hub.catchUp();
      const latest = await deps.changes.latest();
      const after = request.after;
      head = `retry: ${liveRetryMs}\n\n`;
      if (after === undefined) {
        cursor = latest;
        head += sseMessage('ready', { resumed: false }, latest);
      } else if (after === 'unknown' || after > latest) {
        // Not one of ours (another database, a hand-written id): the browser reads everything again.
        cursor = latest;
        head += sseMessage('ready', { resumed: false });
        head += sseMessage('reset', { reason: 'unknown-id' }, latest);
      } else {
        const missed = await deps.changes.since(after, backlogLimit + 1);
        head += sseMessage('ready', { resumed: true });
        if (missed.length > backlogLimit) {
          cursor = latest;
          head += sseMessage('reset', { reason: 'too-many' }, latest);
        } else {
          backlog = missed;
          cursor = missed.at(-1)?.seq ?? after;
        }
      }
    } catch (error) {
      unsubscribe();
      release();
      throw error;
    }

    let controller!: ReadableStreamDefaultController<Uint8Array>;
    let closed = false;
    const stream: OpenStream = {
      sessionKey: request.sessionKey,
      stillSignedIn: request.stillSignedIn,
      send(bytes) {
        if (closed) return;
        // desiredSize = highWaterMark - what waits unread.
        if ((controller.desiredSize ?? 0) < highWaterMark - maxQueuedBytes) {
          deps.logger.warn('live stream: a client reads too slowly; closing its stream (it will resume)');
          stream.close();
          return;
        }
        controller.enqueue(bytes);
      },
      close(reason) {
        if (closed) return;
        if (reason !== undefined) controller.enqueue(encoder.encode(sseMessage('closing', { reason })));
        cleanup();
        try {
          controller.close();
        } catch {
          // Already closed by the client going away.
        }
      },
    };
    const cleanup = () => {
      closed = true;
      unsubscribe();
      streams.delete(stream);
    };
    const body = new ReadableStream<Uint8Array>(
      {
        start(streamController) {
          controller = streamController;
        },
        cancel() {
          // The client went away (the browser closed the page, the connection dropped).
          cleanup();
        },
      },
      new ByteLengthQueuingStrategy({ highWaterMark }),
    );
    release();
    streams.add(stream);
    request.signal?.addEventListener('abort', () => stream.close(), { once: true });
    stream.send(encoder.encode(head));
    for (const change of backlog) stream.send(changeBytes(change));
    deliver = (changes) => {
      for (const change of changes) {
        if (change.seq <= cursor) continue;
        cursor = change.seq;
        stream.send(changeBytes(change));
      }
    };
    deliver(heard.splice(0));
    return { ok: true, body };
  }

  async function heartbeat(): Promise<void> {
    const bySession = new Map<string, OpenStream[]>();
    for (const stream of streams) {
      stream.send(heartbeatBytes);
      bySession.set(stream.sessionKey, [...(bySession.get(stream.sessionKey) ?? []), stream]);
    }
    await Promise.all(
      [...bySession.values()].map(async (group) => {
        const first = group[0];
        if (first === undefined) return;
        try {
          if (await first.stillSignedIn()) return;
        } catch {
          // The database cannot say right now: the streams stay, the next heartbeat asks again.
          return;
        }
        for (const stream of group) stream.close('signed-out');
      }),
    );
  }

  return {
    open,
    heartbeat,
    start() {
      if (timer !== undefined) return;
      timer = setInterval(() => void heartbeat(), heartbeatMs);
      if (typeof timer === 'object' && 'unref' in timer) timer.unref();
    },
    closeAll() {
      closingAll = true;
      if (timer !== undefined) clearInterval(timer);
      for (const stream of [...streams]) stream.close('stopping');
    },
    count: () => streams.size,
  };
}
