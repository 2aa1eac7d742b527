import type { ReactNode } from 'react';

/** A 16-pixel line icon drawn in the text's colour, hidden from screen readers (its button is named). */
export function OutlineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}
