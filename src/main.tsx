// What no Mantine component holds; each component's own styles come with its code in a build
// (server/node/mantine-styles-plugin.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { sessionQuery } from './data/session';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { routes } from './app/routes';
import { appWords } from './app/word-parts';
import { startWords } from './i18n/catalog';
import { appLocale } from './lib/locale';

async function start(): Promise<void> {
  // Mock mode runs the whole app against the in-browser simulator; the import is dropped from
  // production bundles because MODE is a literal there.
  const locale = appLocale();
  // The words are fetched while the demo's server starts: the first paint is in the operator's language.
  const words = startWords(appWords, locale);
  // The dev server pre-bundles Mantine, beyond the build's per-component styles: all of them, then.
  if (import.meta.env.DEV) await import('@mantine/core/styles.css');
  if (import.meta.env.MODE === 'mock') {
    const { startMockWorker } = await import('./mocks/demo/browser');
    await startMockWorker();
  }
  // The page's code (the router loads the route's modules as soon as it is made) and the session are
  // fetched beside the words, not after them: a first visit waits for the slowest, not for the sum.
  const queryClient = createQueryClient();
  queryClient.query(sessionQuery).catch(() => undefined);
  const router = createBrowserRouter(routes);
  await words;
  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root element');
  // A transition: React draws the first page in slices, leaving the browser free between them, rather
  // than in one task of over 100 ms (Lighthouse's total blocking time, issue 34).
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  });
}

// Until the app draws, #root holds index.html's loading status (plain HTML and CSS: the
// Content-Security-Policy allows inline styles, no inline script), light or dark as the system is; the
// first render replaces it. If the start fails, the page would otherwise say it is loading for ever:
// index.html holds the words for that too, in both languages, since the app's own may be what failed.
start().catch((error: unknown) => {
  console.error('Robot Console could not start.', error);
  document.getElementById('boot')?.setAttribute('hidden', '');
  document.getElementById('boot-failed')?.removeAttribute('hidden');
});
