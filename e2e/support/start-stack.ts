/**
 * The end-to-end stack behind the `server` project: the fake upstream (both services, with its control
 * API) and the real server, run as production runs it (`node dist/server/main.js`, built by
 * `npm run build`) with its settings in the environment, serving the production build of the app.
 * Stops both when Playwright stops it.
 */
import { spawn } from 'node:child_process';
import { startFakeUpstream } from '../../src/mocks/fake-upstream-server';
import { e2ePorts, e2eReportingKey } from './ports';

const upstream = await startFakeUpstream({ port: e2ePorts.fakeUpstream, apiKey: e2eReportingKey });

const server = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    ORCHESTRATOR_URL: upstream.url,
    REPORTING_URL: upstream.url,
    REPORTING_API_KEY: e2eReportingKey,
    HOST: '127.0.0.1',
    PORT: String(e2ePorts.server),
    LOGIN_API: 'v2',
    UPSTREAM_TIMEOUT_MS: '5000',
    STATIC_DIR: 'dist/app',
    // Every test signs the demo account in, and a local run reuses this stack across runs.
    SIGN_INS_PER_USER: '100000',
    SHUTDOWN_GRACE_MS: '2000',
  },
});

let stopping = false;
server.on('exit', (code) => {
  void upstream.close().finally(() => process.exit(stopping ? 0 : (code ?? 1)));
});
// The server stops gracefully on SIGTERM; its exit then closes the upstream and ends this process.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopping = true;
    server.kill('SIGTERM');
  });
}
