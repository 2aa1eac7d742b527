/**
 * The live journal's connection: the one stream of the server's changes (`GET /api/events`), read with
 * `fetch`, reconnected after a drop from the last change seen (`Last-Event-ID`), given up for reading on
 * an interval after failures in a row, and tried again now and then meanwhile.
 */
import { createParser } from 'eventsource-parser';
import { csrfHeader } from '@/api/csrf';
import { followPolicy } from '@/api/follow-policy';
import { liveEventsPath, parseLiveEvent } from '@/api/live-events';
import type { JournalEntry } from '@/api/workspace/journal';

export type LiveState =
  | { readonly kind: 'connecting' }
  | { readonly kind: 'live' }
  /** The stream could not be kept: the pages read the journal every `refreshMs`. */
  | { readonly kind: 'fallback'; readonly refreshMs: number };

export interface LiveJournalTiming {
  /** Failed attempts in a row before the pages fall back to reading on an interval. */
  readonly failuresBeforeFallback: number;
  /** The wait before reconnecting after a drop (the server's `retry:` replaces it). */
  readonly reconnectMs: number;
  /** How often the stream is tried again while the pages read on an interval. */
  readonly retryWhileFallbackMs: number;
  /** No first byte this long after asking: something between (a buffering proxy) holds the stream. */
  readonly firstByteMs: number;
  /** Nothing at all (not even the server's heartbeat) for this long: the stream is stuck. */
  readonly silenceMs: number;
  /** How often the pages read the journal while the stream is down. */
  readonly fallbackRefreshMs: number;
  /** Several changes close together refresh the lists once. */
  readonly listRefreshDelayMs: number;
  /**
   * Changes that arrive within this long are written into the cache together: one draw of the pages for
   * all of them, rather than one per change (200 executions updating at once would be 200 draws).
   */
  readonly applyDelayMs: number;
}

export const liveJournalTiming: LiveJournalTiming = {
  failuresBeforeFallback: 3,
  reconnectMs: 1_000,
  retryWhileFallbackMs: 30_000,
  firstByteMs: 8_000,
  // The server sends a heartbeat every 15 s.
  silenceMs: 40_000,
  fallbackRefreshMs: followPolicy.intervalMs * 2.5,
  listRefreshDelayMs: 250,
  applyDelayMs: 100,
};

/** What the stream tells: a change, "read everything again", and a session that ended. */
export interface StreamEvents {
  readonly onChange: (entry: JournalEntry) => void;
  /**
   * Changes may have been missed: the server said so, or the stream opened without resuming from a
   * change seen (the first opening: the pages' first reads may have been made before it), or came back
   * from reading on an interval. What the pages hold is read again.
   */
  readonly onReset: () => void;
  /** The server closed the stream for the session, or refuses to open one. */
  readonly onSessionEnded: () => void;
}

export function createLiveConnection(doFetch: typeof fetch, timing: LiveJournalTiming, events: StreamEvents) {
  const stateListeners = new Set<() => void>();
  let state: LiveState = { kind: 'connecting' };
  let lastEventId: string | undefined;
  let reconnectMs = timing.reconnectMs;
  let failures = 0;
  const run = { stopped: true };
  // A function, so that a check after an await sees a stop that happened meanwhile.
  const stopped = () => run.stopped;
  let current: AbortController | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const setState = (next: LiveState) => {
    if (next.kind === state.kind) return;
    state = next;
    for (const listener of stateListeners) listener();
  };

  function failed(): void {
    failures += 1;
    if (failures >= timing.failuresBeforeFallback) {
      setState({ kind: 'fallback', refreshMs: timing.fallbackRefreshMs });
    }
    const wait = state.kind === 'fallback' ? timing.retryWhileFallbackMs : reconnectMs;
    retryTimer = setTimeout(() => void connect(), wait);
  }

  async function connect(): Promise<void> {
    if (stopped()) return;
    const attempt = new AbortController();
    current = attempt;
    let silence: ReturnType<typeof setTimeout> | undefined;
    let received = false;
    let closedForGood = false;
    // Set by the parser's callback while the stream is read; a function so the check after it sees that.
    const isClosedForGood = () => closedForGood;
    let reader: ReadableStreamDefaultReader<string> | undefined;
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(
        () => {
          attempt.abort();
          void reader?.cancel().catch(() => undefined);
        },
        received ? timing.silenceMs : timing.firstByteMs,
      );
    };
    const parser = createParser({
      onEvent: (message) => {
        const event = parseLiveEvent({
          event: message.event ?? 'message',
          data: message.data,
          id: message.id,
        });
        // Past every numbered message, read or not (a newer server may send what this one skips).
        if (message.id !== undefined) lastEventId = message.id;
        switch (event?.type) {
          case 'execution':
            events.onChange(event.entry);
            break;
          case 'reset':
            // Too much was missed to be caught up change by change: everything is read again (after
            // the changes already heard, so that the reads come last).
            events.onReset();
            break;
          case 'closing':
            // Signed out: nothing to reconnect to, and the app is told (see `onSessionEnded`).
            if (event.reason === 'signed-out') {
              closedForGood = true;
              events.onSessionEnded();
            }
            break;
          default:
            break;
        }
      },
      onRetry: (ms) => {
        reconnectMs = Math.max(ms, 250);
      },
      onComment: () => undefined,
    });
    // A stream opened without Last-Event-ID starts with the changes made from then on.
    const resumed = lastEventId !== undefined;
    try {
      heard();
      const response = await doFetch(liveEventsPath, {
        headers: {
          Accept: 'text/event-stream',
          ...csrfHeader,
          ...(lastEventId === undefined ? {} : { 'Last-Event-ID': lastEventId }),
        },
        cache: 'no-store',
        credentials: 'same-origin',
        signal: attempt.signal,
      });
      // Signed out or expired: the app is told, and sends the operator to sign in.
      if (response.status === 401 || response.status === 403) {
        clearTimeout(silence);
        events.onSessionEnded();
        return;
      }
      const type = response.headers.get('Content-Type') ?? '';
      if (!response.ok || response.body === null || !type.startsWith('text/event-stream')) {
        throw new Error(`the stream answered ${response.status}`);
      }
      reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (!received) {
          received = true;
          failures = 0;
          const wasDown = state.kind === 'fallback';
          setState({ kind: 'live' });
          // A change made between a page's read and this opening is in no message: it is read again.
          if (!resumed || wasDown) events.onReset();
        }
        heard();
        parser.feed(value);
      }
      clearTimeout(silence);
      if (stopped() || isClosedForGood()) return;
      // The server closed it (a restart, a deploy): resume at once, from the last change seen.
      if (received) retryTimer = setTimeout(() => void connect(), reconnectMs);
      else failed();
    } catch {
      clearTimeout(silence);
      if (stopped()) return;
      failed();
    } finally {
      if (current === attempt) current = undefined;
    }
  }

  return {
    state: () => state,
    subscribeState: (listener: () => void) => {
      stateListeners.add(listener);
      return () => stateListeners.delete(listener);
    },
    running: (): boolean => !run.stopped,
    start: (): void => {
      run.stopped = false;
      void connect();
    },
    stop: (): void => {
      run.stopped = true;
      clearTimeout(retryTimer);
      current?.abort();
    },
  };
}
