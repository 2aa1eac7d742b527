/**
 * `npm run serve:fake`: the production server (the build in dist/, run as `npm run serve` runs it) in
 * front of the fake upstream services (src/mocks/node/fake-upstream-server.ts), to try the console as it is
 * deployed without the real services. Prints the address and the account the fake upstream accepts.
 *
 *   PORT  where the console listens: 8080 by default, or a free port if 8080 is taken (0: any free one)
 *   HOST  the address it listens on (127.0.0.1 by default)
 *
 * The team workspace is an embedded database in a temporary directory, and the fake upstream keeps its
 * state in memory: both are gone when it stops (Ctrl+C). It runs as `node --import tsx`, one process:
 * the tsx command would relay Ctrl+C a second time and kill it before it has cleaned up.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  demoAccount,
  demoApiKey,
  demoRobots,
  demoRuntimeId,
  demoViewerAccount,
} from '../../src/mocks/simulator/demo';
import { startFakeUpstream } from '../../src/mocks/node/fake-upstream-server';

/** The port the README documents; the server's own default too. */
const documentedPort = 8080;

/** Whether `port` can be listened on at `host` now. */
function isFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

async function choosePort(host: string): Promise<string> {
  const asked = process.env.PORT;
  if (asked !== undefined && asked.trim() !== '') return asked;
  // No port asked for: the documented one, else any free one (the line below says which).
  return (await isFree(documentedPort, host)) ? String(documentedPort) : '0';
}

const host = process.env.HOST ?? '127.0.0.1';
const upstream = await startFakeUpstream({ port: 0, apiKey: demoApiKey });
const dataDir = mkdtempSync(path.join(tmpdir(), 'robot-console-fake-'));
const server = spawn(process.execPath, ['dist/server/main.js'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    ORCHESTRATOR_URL: upstream.url,
    REPORTING_URL: upstream.url,
    REPORTING_API_KEY: demoApiKey,
    // As the demo: its admin account sets things up, anyone else only reads (docs/roles.md).
    ADMINS: demoAccount.username,
    DEFAULT_ROLE: 'viewer',
    HOST: host,
    PORT: await choosePort(host),
    DATA_DIR: dataDir,
  },
});

let stopping = false;
async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    if (server.exitCode === null) {
      await new Promise((resolve) => {
        server.once('exit', resolve);
        server.kill('SIGTERM');
      });
    }
    await upstream.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(code);
}

server.once('exit', (code) => {
  if (stopping) return;
  process.stderr.write(`serve:fake: the server stopped (exit code ${code ?? 'none'})\n`);
  void stop(code ?? 1);
});

// The server's own lines pass through; once it listens with its database ready, the way in is told.
let output = '';
let told = false;
server.stdout.on('data', (chunk: Buffer) => {
  process.stdout.write(chunk);
  if (told) return;
  output += chunk.toString();
  const url = /Robot Console on (http:\/\/\S+)/.exec(output)?.[1];
  if (url === undefined || !output.includes('database ready')) return;
  told = true;
  process.stdout.write(
    [
      '',
      `Robot Console (production build) in front of the fake upstream (${upstream.url}):`,
      `  open      ${url}`,
      `  sign in   ${demoAccount.username} / ${demoAccount.password} (admin)`,
      `            ${demoViewerAccount.username} / ${demoViewerAccount.password} (viewer)`,
      `  try       Runtime ${demoRuntimeId}; robots ${Object.values(demoRobots).join(', ')}`,
      '  stop      Ctrl+C',
      '',
    ].join('\n'),
  );
});

// Ctrl+C reaches the server too (one process group); it stops once, gracefully, whoever asks first.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(0));
