// What no Mantine component holds; each component's own styles come with its code in a build
// (vite.config.ts, mantineStylesPerComponent).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startWords } from './i18n/catalog';
import { appLocale } from './lib/locale';

async function start(): Promise<void> {
  // Mock mode runs the whole app against the in-browser simulator; the import is dropped from
  // production bundles because MODE is a literal there.
  const locale = appLocale();
  // The words are fetched while the demo's server starts: the first paint is in the operator's language.
  const words = startWords(locale);
  // The dev server pre-bundles Mantine, beyond the build's per-component styles: all of them, then.
  if (import.meta.env.DEV) await import('@mantine/core/styles.css');
  if (import.meta.env.MODE === 'mock') {
    const { startMockWorker } = await import('./mocks/browser');
    await startMockWorker();
  }
  await words;
  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
