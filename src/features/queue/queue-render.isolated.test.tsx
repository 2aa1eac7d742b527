import { screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadPage } from '@/testing/render-app';
import { workspaceDatabase } from '@/testing/test-workspace-database';
import { demoRuntimeId } from '@/mocks/simulator/demo';
import type { QueueFilterBar } from './queue-filter-bar';
import { findRow, me, openQueue, seedRun } from './queue-test-support';

/** How often the page drew its filter bar, that is how often the page itself drew (a plain child here). */
const draws = vi.hoisted(() => ({ page: 0 }));

vi.mock('./queue-filter-bar', async (importOriginal) => {
  const original = await importOriginal<{ QueueFilterBar: typeof QueueFilterBar }>();
  return {
    QueueFilterBar: (props: ComponentProps<typeof QueueFilterBar>) => {
      draws.page += 1;
      return <original.QueueFilterBar {...props} />;
    },
  };
});

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

/** Issue 9: a row that changes draws the list again, not the page around it. */
describe('the queue under live changes', () => {
  // This file loads the app's modules afresh (it replaces one of them): the pages' code is compiled and
  // its own workspace database opened (a PGlite loaded from the run's template: seconds on a busy
  // machine) here, before the test, whose time bound should not cover them.
  beforeAll(() => Promise.all([loadPage('/queue'), workspaceDatabase()]));

  it('draws a row whose progress changed without drawing the page again', async () => {
    const at = Date.parse('2026-01-10T12:00:00Z');
    const running = (progress: number) => ({
      _id: 'live-1',
      logs: [],
      init: at,
      end: null,
      returnValue: null,
      status: 'RUNNING',
      progress,
    });
    const app = await openQueue('/queue', {
      before: (workspace) => seedRun(workspace, { executionId: 'live-1', at, result: running(0.2) }),
    });
    const row = await findRow('live-1');
    expect(row.getByText('20%')).toBeInTheDocument();
    // The menus offer the journal's values once they have arrived: from here on only the row changes.
    await app.user.click(screen.getByRole('combobox', { name: 'Robot' }));
    expect(await screen.findByRole('option', { name: 'invoice-bot' })).toBeInTheDocument();
    await app.user.keyboard('{Escape}');
    const before = draws.page;
    // The count counts: the page has drawn its filter bar already.
    expect(before).toBeGreaterThan(0);

    // A read of its result, as the server's follower makes: the live stream brings the change.
    await app.workspace.recorder.record({
      endpoint: 'executionResult',
      params: { computerId: demoRuntimeId, executionId: 'live-1' },
      requestBody: undefined,
      status: 200,
      answerBody: bytes(running(0.6)),
      username: me,
      at: at + 1_000,
    });
    await waitFor(() => expect(row.getByText('60%')).toBeInTheDocument());
    expect(draws.page).toBe(before);
  });
});
