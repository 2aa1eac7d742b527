/**
 * The result each execution's journal row is known to hold, so that a read bringing the same answer
 * again skips the database. Most reads do: the follower and every page open on an execution read it
 * over and over, and it changes a few times in its life. An execution the journal has no row for (one
 * started elsewhere and not tracked, read on its page over and over) is known too: no read of it is
 * recorded, whatever it says, until a change (its row made by a run, a track or a schedule) forgets it.
 *
 * Known only while the change hub tells this instance of every change to the journal, whoever made it
 * (another instance, a delete, the follower marking it lost): a change forgets what was known of its
 * execution, and a check of the journal that was under way when any change arrived is not remembered,
 * since it may have read the row before that change. Without a hub (tests, a host that does not start
 * one) nothing is known and every read checks the journal, as before.
 */
import { boundedMemo } from '../storage/bounded-memo';
import type { ChangeHub } from './change-hub';

/** What the journal was found to hold for an execution that has no row in it. */
export const noRow = Symbol('no row in the journal');

export interface KnownResults {
  /** Whether recording this answer for the execution is known to change nothing in the journal. */
  holds(key: string, text: string): boolean;
  /**
   * Called before checking the journal: the function it returns records what the journal was found to
   * hold (`text`, or `noRow`), if no change arrived in between.
   */
  checking(key: string): (found: string | typeof noRow) => void;
  /** Forgets what was known of the execution: this instance has just changed its row itself. */
  forget(key: string): void;
  /** Knows results for as long as the hub's changes come; returns how to stop. */
  follow(hub: Pick<ChangeHub, 'subscribe'>): () => void;
}

/** The memo's bounds: a few hundred active executions fit, and a huge answer is simply not kept. */
export const knownResultLimits = { entries: 1_024, characters: 16_384 } as const;

export function executionKey(computerId: string, executionId: string): string {
  return `${computerId}/${executionId}`;
}

export function knownResults(
  limits: { readonly entries: number; readonly characters: number } = knownResultLimits,
): KnownResults {
  const known = boundedMemo<string | typeof noRow>(limits.entries);
  let following = 0;
  // Moves on with every change and every stop: a check begun before it moved is not remembered.
  let generation = 0;

  return {
    holds(key, text) {
      if (following === 0) return false;
      const found = known.get(key);
      return found === text || found === noRow;
    },
    checking(key) {
      const begunAt = generation;
      return (found) => {
        if (following === 0 || generation !== begunAt) return;
        if (found !== noRow && found.length > limits.characters) return;
        known.set(key, found);
      };
    },
    forget: (key) => known.delete(key),
    follow(hub) {
      following += 1;
      const unsubscribe = hub.subscribe((changes) => {
        generation += 1;
        for (const { entry } of changes) known.delete(executionKey(entry.computerId, entry.executionId));
      });
      return () => {
        unsubscribe();
        following -= 1;
        generation += 1;
        if (following === 0) known.clear();
      };
    },
  };
}
