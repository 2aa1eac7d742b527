import { useFetchedOnUse } from '@/components/fetched-on-use';
import { loadOnce } from '@/lib/load-once';
import { EndNoticeButton } from './end-notice-button';

const loadPopover = loadOnce(() => import('./end-notice-popover'));

/**
 * The header's Notifications menu (end-notice-popover.tsx). Its code (the popover, its positioning, the
 * radio buttons and the switch) is no part of a page's first visit: it is fetched when the pointer comes
 * over the button or the focus reaches it, and the first click opens it.
 */
export function EndNoticeMenu() {
  const [popover, fetchOnUse] = useFetchedOnUse(loadPopover);
  if (popover !== undefined) return <popover.EndNoticePopover />;
  return <EndNoticeButton aria-haspopup="dialog" aria-expanded={false} {...fetchOnUse} />;
}
