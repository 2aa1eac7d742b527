import { Alert } from '@mantine/core';
import { useLiveState } from '@/data/use-live-journal';
import { useT } from '@/i18n/i18n-provider';

/**
 * Said once, above every page, while the server's live stream cannot be kept (a proxy on the way that
 * cuts it, the server restarting): the pages still update, by reading the journal on an interval.
 */
export function LiveStatus() {
  const state = useLiveState();
  const t = useT();
  if (state.kind !== 'fallback') return null;
  return (
    <Alert color="yellow" mb="md" title={t('live.interruptedTitle')} data-testid="live-status">
      {t('live.interruptedText', { count: Math.round(state.refreshMs / 1000) })}
    </Alert>
  );
}
