/**
 * A loop that does one piece of work every `intervalMs` on every instance (the watchdogs, the reporting
 * plans): the first one interval after the start, a failed one logged and tried again at the next; `wake`
 * looks at once (or as soon as the look under way has ended), then every interval from there.
 */
import type { Logger } from '../logger';

export interface IntervalLoop<T> {
  tick(): Promise<T>;
  /** Ticks on its own, every interval, until `stop`. */
  start(): void;
  /** Looks now (once the look under way has ended), then every interval from there. */
  wake(): void;
  /** Stops ticking and waits for the look under way. */
  stop(): Promise<void>;
}

export function createIntervalLoop<T>(deps: {
  /** Named in the log when a look fails. */
  readonly name: string;
  readonly run: (at: number) => Promise<T>;
  readonly now: () => number;
  readonly logger: Logger;
  readonly intervalMs: number;
}): IntervalLoop<T> {
  const stopped = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let started = false;
  let wokenWhileRunning = false;

  const tick = () => deps.run(deps.now());

  function later(): void {
    if (stopped.signal.aborted) return;
    timer = setTimeout(loop, wokenWhileRunning ? 0 : deps.intervalMs);
    wokenWhileRunning = false;
  }

  function loop(): void {
    timer = undefined;
    running = tick()
      .then(
        () => undefined,
        (error: unknown) => {
          deps.logger.warn(`${deps.name}: ${error instanceof Error ? error.message : String(error)}`);
        },
      )
      .finally(() => {
        running = undefined;
        later();
      });
  }

  return {
    tick,
    start() {
      started = true;
      later();
    },
    wake() {
      if (!started || stopped.signal.aborted) return;
      if (running !== undefined) {
        wokenWhileRunning = true;
        return;
      }
      clearTimeout(timer);
      loop();
    },
    async stop() {
      stopped.abort();
      if (timer !== undefined) clearTimeout(timer);
      await running;
    },
  };
}
