import { Alert } from '@mantine/core';
import { useLiveState } from '@/api/use-live-journal';

/**
 * Said once, above every page, while the server's live stream cannot be kept (a proxy on the way that
 * cuts it, the server restarting): the pages still update, by reading the journal on an interval.
 */
export function LiveStatus() {
  const state = useLiveState();
  // The demo (mock mode) has no stream by design (see mock-server-handlers.ts): nothing to warn about.
  if (state.kind !== 'fallback' || import.meta.env.MODE === 'mock') return null;
  return (
    <Alert color="yellow" mb="md" title="Live updates are interrupted" data-testid="live-status">
      Changes no longer arrive as they happen, so the queue and the executions are read again every{' '}
      {Math.round(state.refreshMs / 1000)} s. The console keeps trying to reconnect.
    </Alert>
  );
}
