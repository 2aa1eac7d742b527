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

/**
 * The webServer commands serve the builds `npm test` made (`npm run build`, `npm run build:demo`); they
 * never build. A missing build stops the run at once with the command that makes it.
 */
function serveBuilt(files: readonly string[], build: string, serve: string): string {
  const missing = files.filter((file) => !existsSync(file));
  if (missing.length === 0) return serve;
  const message = `No ${missing.join(', ')}: run '${build}' before the end-to-end suites.`;
  return `node -e "console.error(process.argv[1]); process.exit(1)" ${JSON.stringify(message)}`;
}

const mockUrl = `http://127.0.0.1:${e2ePorts.mockApp}`;
const serverUrl = `http://127.0.0.1:${e2ePorts.server}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // Four workers overload the two cores of the machines this runs on.
  workers: 2,
  // Bounds, not waits: every step waits for a condition. Beside the stack's own load (two browsers, four
  // servers, PostgreSQL) the default 30 s and 5 s were not enough for many tests, the demo's above all
  // (it boots PostgreSQL in the page): kept until those causes are fixed.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI === undefined ? 'list' : [['list'], ['html', { open: 'never' }]],
  use: { trace: 'retain-on-failure', screenshot: 'only-on-failure', ...chromium },
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
      command: serveBuilt(
        ['dist-demo/index.html'],
        'npm run build:demo',
        `npx vite preview --mode mock --outDir dist-demo --port ${e2ePorts.mockApp} --strictPort`,
      ),
      url: mockUrl,
      reuseExistingServer: process.env.CI === undefined,
    },
    {
      // The production build behind the real server, in front of the fake upstream services.
      command: serveBuilt(
        ['dist/app/index.html', 'dist/server/main.js'],
        'npm run build',
        'npx tsx e2e/support/start-stack.ts',
      ),
      // The stack's control API, which answers once every server of the stack serves.
      url: `http://127.0.0.1:${e2ePorts.stackControl}/ready`,
      // Five processes and a throwaway PostgreSQL: a busy machine takes a while.
      timeout: 120_000,
      reuseExistingServer: process.env.CI === undefined,
      // Asked to stop (not killed), the stack stops its servers and its throwaway PostgreSQL.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    },
  ],
});
