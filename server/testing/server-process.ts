/**
 * The server as a process of its own, the way production runs it: on 127.0.0.1 and a free port, in front
 * of the given upstream, with a data directory of its own (the embedded store serves one server at a
 * time). The tests of the Node entry point and `npm run bench:live` start it here.
 */
import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

export interface ServerProcessOptions {
  /** Both upstream services (orchestrator and reporting) are answered here. */
  readonly upstreamUrl: string;
  /** Settings on top of the defaults, e.g. `DATABASE_URL` or `SHUTDOWN_GRACE_MS`. */
  readonly env?: Record<string, string>;
  /** A built entry point (dist/server/main.js or a copy); by default the sources, run through tsx. */
  readonly builtEntry?: string;
  /**
   * A DATA_DIR whose files the new one starts with (a migrated embedded database): the server opens it
   * as after a first start, without the seconds that creating a database takes. Empty: none (what a
   * PostgreSQL test run provides).
   */
  readonly dataTemplate?: string;
  /**
   * Runs `npm run serve` in this directory instead (its package.json, with the project's serve script, and
   * its dist/server/main.js), in a process group of its own: the way a process manager starts the server
   * and signals it (`process.kill(-child.pid, signal)`). `child` is then npm.
   */
  readonly npmServeIn?: string;
  /** Shows the server's error output as it comes (a benchmark); a test only reads it if the start fails. */
  readonly echoErrors?: boolean;
}

export interface ServerProcess {
  readonly child: ChildProcessByStdio<null, Readable, Readable>;
  /** `http://127.0.0.1:<port>`. */
  readonly base: string;
  /** Settles with the exit code when the process ends. */
  readonly exited: Promise<number | null>;
  /** Resolves once the server has printed `text` on its standard output (its info log). */
  readonly printed: (text: string) => Promise<void>;
  /** Kills the process if it still runs and removes its data directory. */
  readonly cleanup: () => void;
}

/** Starts the server; resolves once it listens and its database is ready (the first start migrates it). */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'robot-console-server-'));
  if (options.dataTemplate !== undefined && options.dataTemplate !== '') {
    cpSync(options.dataTemplate, dataDir, { recursive: true });
  }
  const [command, args, cwd] =
    options.npmServeIn !== undefined
      ? ['npm', ['run', 'serve'], options.npmServeIn]
      : options.builtEntry !== undefined
        ? [process.execPath, [options.builtEntry], root]
        : [process.execPath, ['--import', 'tsx', 'server/node/main.ts'], root];
  const detached = options.npmServeIn !== undefined;
  const child = spawn(command, args, {
    cwd,
    detached,
    env: {
      PATH: process.env.PATH,
      ...(detached ? { HOME: process.env.HOME, npm_config_update_notifier: 'false' } : {}),
      ORCHESTRATOR_URL: options.upstreamUrl,
      REPORTING_URL: options.upstreamUrl,
      HOST: '127.0.0.1',
      PORT: '0',
      STATIC_DIR: path.join(dataDir, 'no-app'),
      DATA_DIR: dataDir,
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => {
    if (options.echoErrors === true) process.stderr.write(chunk);
    else if (errors.length < 10_000) errors += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let output = '';
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    output += chunk;
  });
  const printed = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!output.includes(text)) return;
        child.stdout.off('data', check);
        resolve();
      };
      child.stdout.on('data', check);
      child.once('exit', () => reject(new Error(`the server exited without printing "${text}": ${output}`)));
      check();
    });
  const cleanup = () => {
    if (detached && child.pid !== undefined) {
      // The whole group: npm, and node, which may outlive it.
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    } else if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const base = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', () => {
        const match = /Robot Console on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (match?.[1] !== undefined && output.includes('database ready')) resolve(match[1]);
      });
      child.once('exit', (code) =>
        reject(new Error(`the server exited (${code}) before listening: ${output}${errors}`)),
      );
    });
    return { child, base, exited, printed, cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}
