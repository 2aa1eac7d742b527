/**
 * `npm run serve` (the built copy, dist/server/main.js): reads the settings and starts the server
 * (instance.ts), or, with WORKERS above 1, that many of them sharing the port (workers.ts). A bad setting
 * ends the process with one line naming it and exit code 1. SIGTERM or SIGINT stops it gracefully: exit
 * 0 once the requests in flight are answered, or 1 when some had to be cut off after SHUTDOWN_GRACE_MS.
 * A second signal does not hurry it (npm may have relayed the first); a third cuts them off at once
 * (stop-signals.ts).
 */
import cluster from 'node:cluster';
import { ConfigError, parseConfig, publicOriginWarning, type ServerConfig } from '../config';
import { consoleLogger } from '../logger';
import { startInstance } from './instance';
import { fail } from './startup';
import { stopStep } from './stop-signals';
import { followSupervisor, superviseWorkers } from './workers';

function loadConfig(): ServerConfig {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) fail(`configuration error: ${error.message}`);
    throw error;
  }
}

const config = loadConfig();

if (cluster.isWorker) {
  // A worker stops when its supervisor says so (workers.ts), not on the signals sent to the group.
  followSupervisor(await startInstance(config, { announce: false }));
} else {
  const warning = publicOriginWarning(config);
  if (warning !== undefined) process.stderr.write(`${warning}\n`);
  const server =
    config.WORKERS > 1 ? superviseWorkers(config) : await startInstance(config, { announce: true });
  let stopSignals = 0;
  const onStopSignal = (signal: NodeJS.Signals): void => {
    stopSignals += 1;
    const step = stopStep(stopSignals);
    if (step === 'drain') server.drain(signal);
    else if (step === 'keep-draining') {
      consoleLogger.info(
        `robot-console: ${signal} again: still waiting for ${server.waitingFor()} ` +
          '(npm relays the signals it receives); one more signal cuts them off',
      );
    } else {
      consoleLogger.warn(`robot-console: ${signal}: cutting off ${server.waitingFor()}`);
      server.cutOff();
    }
  };
  // Listened to until the end: a signal past the first must not end the process before it has stopped.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, onStopSignal);
}
