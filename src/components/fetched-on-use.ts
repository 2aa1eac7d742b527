import { useEffect, useRef, useState } from 'react';

/** What the button that stands for a dropdown until its code has come needs. */
export interface FetchOnUse {
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: () => void;
}

/**
 * For a dropdown whose code is no part of the first visit (the preferences, the notices' menu, an
 * export's choices): its module is fetched when the pointer comes over the button that stands for it or
 * the focus reaches that button, and the first click shows it (opened). Answers the module once it has come
 * through a click, and the button's handlers.
 */
export function useFetchedOnUse<T>(load: () => Promise<T>): [T | undefined, FetchOnUse] {
  const [loaded, setLoaded] = useState<T | undefined>(undefined);
  const prefetch = () => void load().catch(() => undefined);
  return [
    loaded,
    {
      onPointerEnter: prefetch,
      onFocus: prefetch,
      onClick: () => {
        load().then(
          (module) => setLoaded(() => module),
          () => undefined,
        );
      },
    },
  ];
}

/**
 * For a dropdown whose code has just come with a click on the button that stood for it: the focus goes to
 * its own button (the other one has gone) and it opens on the next render, so Mantine notes that button
 * and gives the focus back to it when the dropdown closes (Escape, a choice). Answers the ref for the
 * button, whether the dropdown is open, and its setter (Mantine's `opened` and `onChange`).
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
