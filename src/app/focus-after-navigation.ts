/**
 * After the operator goes to another page, focus moves to that page's heading, as it would on a page
 * loaded afresh: a screen reader reads where they are, and Tab continues from the top of the new page
 * instead of from a link that is no longer there. Only a change of page does it: filters and search kept
 * in the address change it too, and must not take the focus away from the field being typed in.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** How long a page may take to show its heading (it may load its code and data first). */
const headingWaitMs = 10_000;

export function useFocusAfterNavigation(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    // The first page is where the browser put the operator: nothing to move.
    if (first.current) {
      first.current = false;
      return;
    }
    const container = main.current;
    if (container === null) return;
    const focusHeading = (): boolean => {
      const heading = container.querySelector('h1');
      if (heading === null) return false;
      heading.tabIndex = -1;
      heading.focus({ preventScroll: false });
      return true;
    };
    if (focusHeading()) return;
    // The page is still loading: focus its heading when it appears, unless the operator moved on.
    const observer = new MutationObserver(() => {
      const active = document.activeElement;
      const typing = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement;
      if (typing || focusHeading()) stop();
    });
    const timer = window.setTimeout(() => stop(), headingWaitMs);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(container, { childList: true, subtree: true });
    return stop;
  }, [pathname, main]);
}
