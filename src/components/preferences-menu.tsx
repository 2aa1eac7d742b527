import { loadOnce } from '@/lib/load-once';
import { useFetchedOnUse } from './fetched-on-use';
import { PreferencesButton } from './preferences-button';

const loadPopover = loadOnce(() => import('./preferences-popover'));

/**
 * Language, times and theme (preferences-popover.tsx), in the header and on the sign-in page. The
 * dropdown's code (the popover, its positioning, the radio buttons) is no part of the first visit: it is
 * fetched when the pointer comes over the button or the focus reaches it, and the first click opens it.
 */
export function PreferencesMenu() {
  const [popover, fetchOnUse] = useFetchedOnUse(loadPopover);
  if (popover !== undefined) return <popover.PreferencesPopover />;
  return <PreferencesButton aria-haspopup="dialog" aria-expanded={false} {...fetchOnUse} />;
}
