import { useEffect, useRef, useState } from 'react';

/**
 * For a dropdown whose code has just come (fetched-on-use.ts) with a click on the button that stood for
 * it: the focus goes to its own button (the other one has gone) and it opens on the next render, so
 * Mantine notes that button and gives the focus back to it when the dropdown closes (Escape, a choice).
 * Answers the ref for the button, whether the dropdown is open, and its setter (Mantine's `opened` and
 * `onChange`).
 */
export function useOpenedOnArrival(openAtOnce: boolean) {
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    if (!openAtOnce) return;
    target.current?.focus();
    let current = true;
    void Promise.resolve().then(() => current && setOpened(true));
    return () => {
      current = false;
    };
  }, [openAtOnce]);
  return { target, opened, setOpened };
}
