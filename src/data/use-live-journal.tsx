/**
 * The live journal for React: the signed-in frame starts one stream per tab, and the pages ask it
 * whether they must read the journal on an interval themselves (only while the stream is down).
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useContext,
  useEffect,
  useEffectEvent,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createLiveJournal, type LiveJournal, type LiveState } from './live-journal';
import type { JournalEntry } from '@/api/workspace/journal';

const LiveJournalContext = createContext<LiveJournal | undefined>(undefined);

export function LiveJournalProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [live] = useState(() => createLiveJournal({ queryClient }));
  useEffect(() => {
    live.start();
    return () => live.stop();
  }, [live]);
  return <LiveJournalContext.Provider value={live}>{children}</LiveJournalContext.Provider>;
}

const connecting: LiveState = { kind: 'connecting' };
const noop = () => () => undefined;

/** Whether changes arrive by themselves (`live`), are on their way (`connecting`) or must be read (`fallback`). */
export function useLiveState(): LiveState {
  const live = useContext(LiveJournalContext);
  return useSyncExternalStore(live?.subscribeState ?? noop, live?.state ?? (() => connecting));
}

/**
 * The `refetchInterval` of a journal query: none while the stream brings the changes, the fallback's
 * interval while it is down. Outside the signed-in frame (no stream at all) the pages read on that interval.
 */
export function useJournalRefetchInterval(): number | false {
  const state = useLiveState();
  return state.kind === 'fallback' ? state.refreshMs : false;
}

/** Calls `listener` with every change of an execution the stream brings, and what the page knew before. */
export function useLiveEntries(
  listener: (entry: JournalEntry, previous: JournalEntry | undefined) => void,
): void {
  const live = useContext(LiveJournalContext);
  const onEntry = useEffectEvent(listener);
  useEffect(() => live?.subscribeEntries((entry, previous) => onEntry(entry, previous)), [live]);
}
