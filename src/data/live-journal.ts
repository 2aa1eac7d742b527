/**
 * The team's journal, live: one stream per tab from the server (`GET /api/events`, Server-Sent Events),
 * which writes every change of an execution into the query cache the pages read, so the queue and the
 * execution view show it without asking the service themselves. The stream is read with `fetch` rather
 * than `EventSource`, to see the server's status (a signed-out session is not a network fault) and to
 * work the same in the browser, the mock mode's service worker and the screen tests.
 *
 * A dropped stream reconnects and resumes after the last change it saw (`Last-Event-ID`), so nothing is
 * missed. Where the stream cannot be kept (a proxy that cuts or buffers it), the pages fall back to reading
 * the journal on an interval and say so, while the stream is tried again now and then.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createAnnouncer, type EntryListener } from './live-journal-announcements';
import { createCacheWriter } from './live-journal-cache';
import {
  createLiveConnection,
  liveJournalTiming,
  type LiveJournalTiming,
  type LiveState,
} from './live-journal-connection';
import { sessionQueryKey } from './session';
import { workspaceKeys } from './workspace-client';

export { liveJournalTiming, type LiveJournalTiming, type LiveState } from './live-journal-connection';

export interface LiveJournal {
  readonly state: () => LiveState;
  /** Told of every state change (for `useSyncExternalStore`). */
  readonly subscribeState: (listener: () => void) => () => void;
  /** Told of every change of an execution, with what the cache held before, if anything. */
  readonly subscribeEntries: (listener: EntryListener) => () => void;
  /** Opens the stream (again, after `stop`). */
  readonly start: () => void;
  readonly stop: () => void;
}

interface LiveJournalOptions {
  readonly queryClient: QueryClient;
  readonly fetch?: typeof fetch;
  readonly timing?: Partial<LiveJournalTiming>;
}

export function createLiveJournal(options: LiveJournalOptions): LiveJournal {
  const { queryClient } = options;
  const timing = { ...liveJournalTiming, ...options.timing };
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const announcer = createAnnouncer();
  const cache = createCacheWriter(queryClient, timing, announcer);
  const connection = createLiveConnection(doFetch, timing, {
    onChange: cache.apply,
    onReset: () => {
      // Changes were missed (too many to be caught up one by one, or made before the stream was open):
      // everything is read again, after the changes already heard, so that the reads come last.
      cache.applyPending();
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.journal() });
    },
    // The app's guard hears it from a fresh read of the session. A page that only listens to the stream
    // (an execution waiting in the queue) makes no call of its own that would meet the 401.
    onSessionEnded: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
  let unsubscribeCache: () => void = () => undefined;

  return {
    start: () => {
      if (connection.running()) return;
      unsubscribeCache = cache.listenToReads();
      connection.start();
    },
    state: connection.state,
    subscribeState: connection.subscribeState,
    subscribeEntries: announcer.subscribe,
    stop: () => {
      connection.stop();
      unsubscribeCache();
      cache.stop();
    },
  };
}
