/**
 * The execution journal as the routes use it: reading it with the operator's filters, and tracking an
 * execution started elsewhere (logged in the activity log). Runs, results and deletes enter it through
 * the proxy (proxy-recorder.ts).
 */
import type { JournalPage, JournalQuery } from '../../src/api/workspace/journal';
import type { ActivityRepository } from '../storage/activity-repository';
import type { JournalRepository } from '../storage/journal-repository';
import type { PlanSendsRepository } from '../storage/plan-sends-repository';

export interface JournalServiceDeps {
  readonly journal: JournalRepository;
  /** The reporting plans' sends, for the queue's filter to the executions behind one (issue 36). */
  readonly sends: Pick<PlanSendsRepository, 'countedBy'>;
  readonly activity: ActivityRepository;
  readonly now: () => number;
}

export function journalService(deps: JournalServiceDeps) {
  return {
    async list(query: JournalQuery, username: string): Promise<JournalPage> {
      if (query.send === undefined) return deps.journal.list(query, username, deps.now());
      const counted = await deps.sends.countedBy(query.send);
      // No such send: nothing is behind it.
      if (counted === undefined) return { items: [], total: 0 };
      return deps.journal.list(query, username, deps.now(), counted);
    },
    facets: () => deps.journal.facets(),
    find: (computerId: string, executionId: string) => deps.journal.find(computerId, executionId),
    endedSummary: (from: number, to: number) => deps.journal.endedSummary(from, to),
    async track(computerId: string, executionId: string, by: string) {
      const at = deps.now();
      const tracked = await deps.journal.track(computerId, executionId, by, at);
      if (tracked.created) {
        await deps.activity.record({
          actor: by,
          action: 'track',
          target: executionId,
          details: { computerId },
          at,
        });
      }
      return tracked;
    },
  };
}

export type JournalService = ReturnType<typeof journalService>;
