/**
 * The watchdogs' loop (docs/watchdogs.md): every `intervalMs` (30 s by default) it evaluates every rule
 * once (alert-service.ts). Every instance runs it; one at a time does the work, the others find the
 * evaluation taken and wait for their next tick. The first tick comes one interval after the start, not
 * at once: after a restart the journal's statuses are as old as the outage until the follower has read
 * them, and an execution that ran meanwhile would be raised as queued too long. A tick that raised or
 * resolved something says so (`changed`: the webhook's deliverer posts at once); a failed tick (the
 * database is down) is logged, and the next one tries again. Saved settings (on any instance) wake it
 * (`wake`): the team sees what its new limits raise at once, not at the next look.
 */
import type { Logger } from '../logger';
import type { AlertChange } from '../storage/alerts-repository';

export interface WatchdogDeps {
  /** One evaluation at an instant: what changed, or `undefined` when another instance is evaluating. */
  readonly evaluate: (at: number) => Promise<readonly AlertChange[] | undefined>;
  readonly now: () => number;
  readonly logger: Logger;
  readonly intervalMs?: number;
  readonly changed?: () => void;
}

export interface Watchdog {
  tick(): Promise<readonly AlertChange[] | undefined>;
  /** Ticks on its own, every interval, until `stop`. */
  start(): void;
  /** Looks now (once the look under way has ended), then every interval from there. */
  wake(): void;
  /** Stops ticking and waits for the evaluation under way. */
  stop(): Promise<void>;
}

export function createWatchdog(deps: WatchdogDeps): Watchdog {
  const intervalMs = deps.intervalMs ?? 30_000;
  const stopped = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let started = false;
  let wokenWhileRunning = false;

  async function tick(): Promise<readonly AlertChange[] | undefined> {
    const changes = await deps.evaluate(deps.now());
    if (changes !== undefined && changes.length > 0) deps.changed?.();
    return changes;
  }

  function later(): void {
    if (stopped.signal.aborted) return;
    timer = setTimeout(loop, wokenWhileRunning ? 0 : intervalMs);
    wokenWhileRunning = false;
  }

  function loop(): void {
    timer = undefined;
    running = tick()
      .then(
        () => undefined,
        (error: unknown) => {
          deps.logger.warn(`watchdogs: ${error instanceof Error ? error.message : String(error)}`);
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
