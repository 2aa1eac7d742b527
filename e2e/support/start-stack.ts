/**
 * The end-to-end stack behind the `server` project: the fake upstream (both services, with its control
 * API) and the real server, run from its own entry point with its settings in the environment, serving
 * the production build. Stops both when Playwright stops it.
 */
import { spawn } from 'node:child_process';
import { startFakeUpstream } from '../../src/mocks/fake-upstream-server';
import { e2ePorts, e2eReportingKey } from './ports';

const upstream = await startFakeUpstream({ port: e2ePorts.fakeUpstream, apiKey: e2eReportingKey });

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
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
    STATIC_DIR: 'dist',
  },
});

function stop(code: number): void {
  server.kill('SIGTERM');
  void upstream.close().finally(() => process.exit(code));
}

server.on('exit', (code) => {
  void upstream.close().finally(() => process.exit(code ?? 1));
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop(0));
