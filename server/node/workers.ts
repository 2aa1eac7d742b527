/**
 * WORKERS above 1: the server as that many processes sharing one port (node:cluster), so the proxy's
 * per-request work runs on every core instead of one. Each worker is a whole instance (instance.ts) on the
 * shared PostgreSQL, as several servers behind a load balancer would be; the supervisor here only starts
 * them, announces the address once all listen, replaces one that dies, and stops them.
 *
 * Stopping is the supervisor's alone: a signal to the whole process group (Ctrl+C, systemd, a container
 * runtime) reaches every worker as well as the supervisor, and npm relays it once more, so the workers
 * leave the signals to the supervisor and obey its messages; it counts the signals as one server does
 * (stop-signals.ts). A worker whose supervisor is gone stops by itself.
 */
import cluster, { type Worker } from 'node:cluster';
import type { ServerConfig } from '../config';
import { consoleLogger } from '../logger';
import type { InstanceControl } from './instance';
import { serverBanner } from './startup';

type SupervisorMessage = { readonly robotConsole: 'drain' } | { readonly robotConsole: 'cut-off' };

function isSupervisorMessage(message: unknown): message is SupervisorMessage {
  if (typeof message !== 'object' || message === null || !('robotConsole' in message)) return false;
  return message.robotConsole === 'drain' || message.robotConsole === 'cut-off';
}

/** In a worker: stop when the supervisor says so, or when it is gone. */
export function followSupervisor(instance: InstanceControl): void {
  process.on('message', (message: unknown) => {
    if (!isSupervisorMessage(message)) return;
    if (message.robotConsole === 'drain') instance.drain('asked by the supervisor');
    else instance.cutOff();
  });
  process.on('disconnect', () => instance.drain('the supervisor is gone'));
  // The group's signals are the supervisor's to count; a worker that ended on the first would cut off
  // the requests the supervisor lets it finish.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => undefined);
}

/** Starts `config.WORKERS` workers and keeps them running until told to stop. */
export function superviseWorkers(config: ServerConfig): InstanceControl {
  const running = new Set<Worker>();
  let listening = 0;
  let announced = false;
  let stopping = false;
  let exitCode = 0;

  function tell(message: SupervisorMessage): void {
    for (const worker of running) if (worker.isConnected()) worker.send(message);
  }

  function stopAll(): void {
    stopping = true;
    if (running.size === 0) process.exit(exitCode);
    tell({ robotConsole: 'drain' });
  }

  function start(): void {
    const worker = cluster.fork();
    running.add(worker);
    let listened = false;
    worker.once('listening', (address) => {
      listened = true;
      listening += 1;
      if (!announced && listening >= config.WORKERS) {
        announced = true;
        process.stdout.write(`${serverBanner(config, address.port)}\n`);
      }
    });
    // node gives null for the one that did not happen (its types say otherwise).
    worker.once('exit', (code: number | null, signal: NodeJS.Signals | null) => {
      running.delete(worker);
      if (listened) listening -= 1;
      const how = signal === null ? `exit code ${String(code)}` : signal;
      if (stopping) {
        // A worker that had to cut requests off (or failed) makes the whole stop count as not clean.
        if (code !== 0) exitCode = 1;
        if (running.size === 0) process.exit(exitCode);
      } else if (!listened) {
        // It never served: the next one would fail the same way (the database unreachable, the port
        // taken). Better one clear stop than a loop of restarts.
        consoleLogger.error(`robot-console: a worker could not start (${how}); stopping`);
        exitCode = 1;
        stopAll();
      } else {
        consoleLogger.warn(`robot-console: a worker ended (${how}); starting another`);
        start();
      }
    });
  }

  for (let n = 0; n < config.WORKERS; n += 1) start();
  return {
    drain: (reason) => {
      if (stopping) return;
      consoleLogger.info(`robot-console: ${reason}: stopping ${running.size} worker(s)`);
      stopAll();
    },
    cutOff: () => tell({ robotConsole: 'cut-off' }),
    waitingFor: () => `${running.size} worker(s)`,
  };
}
