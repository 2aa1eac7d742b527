import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';
import { e2ePorts } from './e2e/support/ports';

// Playwright drives the system's Chromium (Debian: `apt-get install chromium`); it never downloads one.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumPath)) {
  throw new Error(
    `No Chromium at ${chromiumPath}. Install it (Debian/Ubuntu: sudo apt-get install chromium) or set CHROMIUM_PATH.`,
  );
}

const chromium = {
  ...devices['Desktop Chrome'],
  // Never the machine's: a spec that needs another language or zone says so with test.use.
  locale: 'en-US',
  timezoneId: 'America/Sao_Paulo',
  launchOptions: {
    executablePath: chromiumPath,
    // Background services would try to reach Google's hosts, which a closed network refuses.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

const mockUrl = `http://127.0.0.1:${e2ePorts.mockApp}`;
const serverUrl = `http://127.0.0.1:${e2ePorts.server}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // Playwright's own bound for each step (expect: 5 s). A test's bound is twice its own 30 s: the demo's
  // tests boot PostgreSQL in the page at each load (about 20 s a test quiet, 25-30 s beside two busy
  // processes), and serve:fake starts a server on a new embedded database. Every step waits for a
  // condition, which a busy machine reaches later.
  timeout: 60_000,
  reporter: process.env.CI === undefined ? 'list' : [['list'], ['html', { open: 'never' }]],
  // A trace records every step of every test, passing ones too: a third of a test's time on this machine.
  // A failure keeps its screenshot and its page's outline (error-context.md); to see the steps of one,
  // run it again with `--trace on`.
  use: { trace: 'off', screenshot: 'only-on-failure', ...chromium },
  projects: [
    {
      name: 'mock',
      testDir: './e2e/mock',
      use: { ...chromium, baseURL: mockUrl },
    },
    { name: 'server', testDir: './e2e/server', use: { ...chromium, baseURL: serverUrl } },
    // `npm run screenshots`: the README's pictures, taken from the demo. Not part of `npm test`.
    {
      name: 'docs',
      testDir: './e2e/docs',
      use: { ...chromium, baseURL: mockUrl, viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: [
    {
      // The static demo: the production build in mock mode, served as files.
      command: `npm run build:demo && npx vite preview --mode mock --outDir dist-demo --port ${e2ePorts.mockApp} --strictPort`,
      url: mockUrl,
      timeout: 300_000,
      reuseExistingServer: process.env.CI === undefined,
    },
    {
      // The production build behind the real server, in front of the fake upstream services.
      command: 'npm run build && npx tsx e2e/support/start-stack.ts',
      // The stack's control API, which answers once every server of the stack serves.
      url: `http://127.0.0.1:${e2ePorts.stackControl}/ready`,
      // A cold build and five processes: a busy machine takes a while.
      timeout: 300_000,
      reuseExistingServer: process.env.CI === undefined,
      // Asked to stop (not killed), the stack stops its servers and its throwaway PostgreSQL.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    },
  ],
});
