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
import { createIntervalLoop, type IntervalLoop } from './interval-loop';

export interface WatchdogDeps {
  /** One evaluation at an instant: what changed, or `undefined` when another instance is evaluating. */
  readonly evaluate: (at: number) => Promise<readonly AlertChange[] | undefined>;
  readonly now: () => number;
  readonly logger: Logger;
  readonly intervalMs?: number;
  readonly changed?: () => void;
}

export type Watchdog = IntervalLoop<readonly AlertChange[] | undefined>;

export function createWatchdog(deps: WatchdogDeps): Watchdog {
  return createIntervalLoop({
    name: 'watchdogs',
    run: async (at) => {
      const changes = await deps.evaluate(at);
      if (changes !== undefined && changes.length > 0) deps.changed?.();
      return changes;
    },
    now: deps.now,
    logger: deps.logger,
    intervalMs: deps.intervalMs ?? 30_000,
  });
}
