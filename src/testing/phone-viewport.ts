import type { DetachedWindowAPI } from 'happy-dom';
import { onTestFinished } from 'vitest';

declare global {
  interface Window {
    /** The screen tests' window is happy-dom's, which offers its own handle beside a browser's APIs. */
    readonly happyDOM: DetachedWindowAPI;
  }
}

/**
 * Shows the page at a phone's width (390 × 844 CSS pixels) until the test ends. happy-dom applies the
 * page's media queries to what it counts as visible, so what a phone hides (or shows) is as on a phone.
 */
export function showAsPhone(): void {
  const { innerWidth, innerHeight } = window;
  window.happyDOM.setViewport({ width: 390, height: 844 });
  onTestFinished(() => window.happyDOM.setViewport({ width: innerWidth, height: innerHeight }));
}
