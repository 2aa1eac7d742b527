import { useEffect, useRef, useState } from 'react';

/**
 * For a dropdown whose code has just come (fetched-on-use.ts, pickers-on-use.tsx) with a click on the
 * element that stood for it: the focus goes to its own target (the other one has gone) and it opens on
 * the next render, so Mantine notes that target and gives the focus back to it when the dropdown closes
 * (Escape, a choice). Answers the ref for the target (a button, or a picker's input), whether the
 * dropdown is open, and its setter (Mantine's `opened` and `onChange`).
 */
export function useOpenedOnArrival<Target extends HTMLElement = HTMLButtonElement>(openAtOnce: boolean) {
  const target = useRef<Target>(null);
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
