import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { timeZoneChoiceStore } from '@/lib/format';
import { loadPage, renderSignedIn } from '@/testing/render-app';

/** Wednesday 3 June 2025, noon UTC. */
const now = Date.parse('2025-06-03T12:00:00Z');
const dayStart = Date.parse('2025-06-02T00:00:00Z');
const dayEnd = Date.parse('2025-06-03T00:00:00Z');

type Workspace = Awaited<ReturnType<typeof renderSignedIn>>['workspace'];

/**
 * Idea 42's RPA record of 2 June, sent (2 successes, an error), and what the plans' loop found since: an
 * execution that ended that day, learned after the count (a success of 60 s).
 */
async function seedSentWithLateEnd(workspace: Workspace): Promise<void> {
  const figures = {
    ideaId: 42,
    successExecutions: 2,
    alertExecutions: 0,
    errorExecutions: 1,
    successExecutionTime: 180,
    alertExecutionTime: 0,
    errorExecutionTime: 120,
    processedAt: new Date(dayEnd).toISOString(),
  };
  const plan = await workspace.reportingPlans.create(
    {
      ideaId: 42,
      period: 'day',
      timeZone: 'UTC',
      sendAt: '00:30',
      records: ['rpa'],
      approval: false,
      excludeManual: false,
      excludedRobots: [],
      sendZeros: false,
      paused: false,
      pauseNote: null,
    },
    'ana',
  );
  if (plan.kind !== 'saved') throw new Error('the plan was not saved');
  const [send] = await workspace.planSendStores.sends.create([
    {
      planId: plan.plan.id,
      ideaId: 42,
      kind: 'rpa',
      periodStart: dayStart,
      periodEnd: dayEnd,
      state: 'sending',
      figures,
      executions: 3,
      documentsUnknown: 0,
      requestedBy: 'plan',
      at: dayEnd + 1_800_000,
    },
  ]);
  if (send === undefined) throw new Error('the send was not kept');
  await workspace.planSendStores.sends.settle(send.id, 'sent', dayEnd + 1_800_000, null);
  await workspace.database.db
    .updateTable('plan_sends')
    .set({
      restatement: JSON.stringify({
        figures: { ...figures, successExecutions: 3, successExecutionTime: 240 },
        difference: { successExecutions: 1, successExecutionTime: 60 },
        executions: 1,
        lateExecutions: [{ computerId: 'RUNTIME-01', executionId: 'late-1' }],
      }),
      restatement_state: 'open',
      restated_through: new Date(now - 60_000),
    })
    .where('id', '=', send.id)
    .execute();
}

describe('a sent period that late ends changed', () => {
  beforeAll(() => loadPage('/reporting/sends'));
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    timeZoneChoiceStore.set('utc');
  });
  afterEach(() => vi.useRealTimers());

  it('shows the figures sent, now and the difference; an admin sends the correction with a note, once', async () => {
    const app = await renderSignedIn('/reporting/sends', undefined, { seed: seedSentWithLateEnd });
    const title = 'Idea 42 · RPA statistics · day of Jun 2, 2025 (UTC)';
    const panel = await screen.findByRole('region', { name: `What late ends changed in ${title}` });
    expect(panel).toHaveTextContent('1 execution ended late: the figures sent are not the figures now');
    expect(within(panel).getByRole('row', { name: 'Successful executions 2 3 +1' })).toBeVisible();
    expect(within(panel).getByRole('row', { name: 'Executions with error 1 1 0' })).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Execution late-1 on RUNTIME-01' })).toHaveAttribute(
      'href',
      '/executions/RUNTIME-01/late-1',
    );

    await app.user.click(within(panel).getByRole('button', { name: `Send the correction of ${title}` }));
    const dialog = await screen.findByRole('dialog', { name: `Send a correction of ${title}` });
    await app.user.click(within(dialog).getByRole('button', { name: 'Send the correction' }));
    expect(await within(dialog).findByText('Say why in a note.')).toBeVisible();
    await app.user.type(within(dialog).getByLabelText(/^Note/), 'late-1 ended after midnight');
    await app.user.click(within(dialog).getByRole('button', { name: 'Send the correction' }));

    const correction = await screen.findByRole('heading', {
      name: 'Correction · idea 42 · RPA statistics · day of Jun 2, 2025 (UTC)',
    });
    expect(correction.closest('li')).toHaveTextContent('Sent');
    await waitFor(() =>
      expect(screen.getByRole('region', { name: `What late ends changed in ${title}` })).toHaveTextContent(
        'Corrected by',
      ),
    );
    expect(
      within(screen.getByRole('region', { name: `What late ends changed in ${title}` })).queryByRole(
        'button',
      ),
    ).not.toBeInTheDocument();
    // Only the difference, as a record of its own for the same period.
    expect(app.sim.rpaRecords).toEqual([
      expect.objectContaining({
        ideaId: 42,
        successExecutions: 1,
        errorExecutions: 0,
        successExecutionTime: 60,
        processedAt: new Date(dayEnd).toISOString(),
      }),
    ]);
  });
});
