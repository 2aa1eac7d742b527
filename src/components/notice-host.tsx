import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { loadNotices, noticesLoaded, subscribeNotices } from './notices';

const NoticeStack = lazy(() => loadNotices().then((module) => ({ default: module.NoticeStack })));

/**
 * Where notices show (notices.ts): nothing until their code has come, then Mantine's stack, which shows
 * the notices given meanwhile. The code is fetched when the browser is idle after the page has shown.
 */
export function NoticeHost() {
  const shown = useSyncExternalStore(subscribeNotices, noticesLoaded);
  useEffect(() => {
    const prefetch = () => void loadNotices().catch(() => undefined);
    // Not every browser has requestIdleCallback (Safari): a timeout there.
    if (!('requestIdleCallback' in window)) {
      const timeout = setTimeout(prefetch, 2000);
      return () => clearTimeout(timeout);
    }
    const handle = requestIdleCallback(prefetch);
    return () => cancelIdleCallback(handle);
  }, []);
  return shown ? (
    <Suspense fallback={null}>
      <NoticeStack />
    </Suspense>
  ) : null;
}
