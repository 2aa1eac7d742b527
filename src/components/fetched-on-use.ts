import { useState } from 'react';

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
