import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoAccount } from '@/mocks/simulator/demo';
import { timeZoneChoiceStore } from '@/lib/format';
import { languageChoiceStore } from '@/lib/locale';
import { loadPage, renderSignedIn } from '@/testing/render-app';
import { seedJournal, utcDailyPlan } from '@/testing/server-seeds';

/** Wednesday 3 June 2025, noon UTC: the day before is over. */
const now = Date.parse('2025-06-03T12:00:00Z');
const yesterday = (time: string) => Date.parse(`2025-06-02T${time}:00Z`);

type Workspace = Awaited<ReturnType<typeof renderSignedIn>>['workspace'];

/** A robot of idea 42, and what it did yesterday: two successes and an error. */
async function seedIdea(workspace: Workspace): Promise<void> {
  await workspace.catalog.saveRobot(
    { robotId: 'invoice-bot', name: 'Invoice reader', variables: [], ideaId: 42 },
    undefined,
    'ana',
  );
  await seedJournal(workspace.database.db, [
    {
      id: 'e1',
      robot: 'invoice-bot',
      start: yesterday('09:00'),
      end: yesterday('09:02'),
      status: 'FINISHED',
    },
    {
      id: 'e2',
      robot: 'invoice-bot',
      start: yesterday('10:00'),
      end: yesterday('10:01'),
      status: 'FINISHED',
    },
    { id: 'e3', robot: 'invoice-bot', start: yesterday('11:00'), end: yesterday('11:03'), status: 'FAILED' },
  ]);
}

async function seedPlan(workspace: Workspace, approval = true): Promise<void> {
  const created = await workspace.reportingPlans.create(utcDailyPlan(42, { approval }), 'ana');
  expect(created.kind).toBe('saved');
}

/** The list's item whose heading is `name`. */
function card(name: string | RegExp): HTMLElement {
  const item = screen.getByRole('heading', { name }).closest('li');
  if (item === null) throw new Error(`${String(name)} is not in a list`);
  return item;
}

describe('the reporting plans', () => {
  beforeAll(async () => {
    await loadPage('/reporting/plans');
    await loadPage('/reporting/sends');
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    timeZoneChoiceStore.set('utc');
  });
  afterEach(() => vi.useRealTimers());

  it('are created by an admin: the rules said on the fields before anything is sent', async () => {
    const app = await renderSignedIn('/reporting/plans', undefined, { seed: seedIdea });
    const empty = await screen.findByText(/^No plans yet\./);
    await app.user.click(
      within(empty.parentElement ?? document.body).getByRole('button', { name: 'New plan' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'New reporting plan' });
    await app.user.type(within(dialog).getByLabelText(/^Idea ID/), '42');
    const sendAt = within(dialog).getByLabelText(/^Send at \(next day\)/);
    await app.user.clear(sendAt);
    await app.user.type(sendAt, '25:00');
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'RPA statistics' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Create plan' }));
    expect(await within(dialog).findByText('Type a time of day, HH:MM from 00:00 to 23:59.')).toBeVisible();
    expect(within(dialog).getByText('Choose RPA statistics, document volumetry, or both.')).toBeVisible();
    expect(await app.workspace.reportingPlans.list()).toEqual([]);

    await app.user.clear(sendAt);
    await app.user.type(sendAt, '00:30');
    await app.user.click(within(dialog).getByRole('checkbox', { name: 'document volumetry' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Create plan' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const plan = card('Idea 42');
    expect(plan).toHaveTextContent('Counted from: invoice-bot');
    expect(plan).toHaveTextContent(
      'Sends document volumetry. Each day’s figures go at 00:30 the next day (UTC).',
    );
    expect(plan).toHaveTextContent('Each send approved');
    expect(plan).toHaveTextContent('Next send: on Jun 4, 2025, 12:30:00 AM UTC');
    expect(await app.workspace.reportingPlans.list()).toMatchObject([
      { ideaId: 42, records: ['volumetry'], approval: true, sendZeros: false, excludedRobots: [] },
    ]);
  });

  it('send a period now for approval; an admin corrects a figure, with a note, and it reaches the service', async () => {
    const app = await renderSignedIn('/reporting/plans', undefined, {
      seed: async (workspace) => {
        await seedIdea(workspace);
        await seedPlan(workspace);
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Send now: Idea 42' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send a period now: Idea 42' });
    // The last day that is over, in the plan's zone.
    expect(within(dialog).getByLabelText('Day')).toHaveValue('2025-06-02');
    await app.user.click(within(dialog).getByRole('button', { name: 'Count it for approval' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'RPA statistics of the day of Jun 2, 2025 (UTC): waiting for an admin’s approval.',
    );
    // Never twice.
    await app.user.click(within(dialog).getByRole('button', { name: 'Count it for approval' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This period was sent, or is waiting for approval, already',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await app.user.click(screen.getByRole('link', { name: 'Sends and approvals' }));
    const title = 'Idea 42 · RPA statistics · day of Jun 2, 2025 (UTC)';
    await screen.findByRole('heading', { name: title });
    const send = card(title);
    expect(send).toHaveTextContent('Waiting for approval');
    const figures = within(send).getByRole('table', { name: `Figures of ${title}` });
    expect(within(figures).getByRole('row', { name: 'Successful executions 2' })).toBeVisible();
    expect(within(figures).getByRole('row', { name: 'Executions with error 1' })).toBeVisible();
    expect(
      within(figures).getByRole('row', { name: 'Time of the successful ones (seconds) 180' }),
    ).toBeVisible();
    expect(within(send).getByRole('link', { name: '3 executions behind these figures' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/queue\?send=\d+$/),
    );

    await app.user.click(within(send).getByRole('button', { name: `Review and approve: ${title}` }));
    const approve = await screen.findByRole('dialog', { name: `Approve ${title}` });
    const errors = within(approve).getByLabelText('Executions with error');
    await app.user.clear(errors);
    await app.user.type(errors, '0');
    await app.user.click(within(approve).getByRole('button', { name: 'Send the corrected figures' }));
    expect(await within(approve).findByText('Say why the figures were corrected.')).toBeVisible();
    expect(app.sim.rpaRecords).toEqual([]);
    await app.user.type(within(approve).getByLabelText(/^Note/), 'e3 was a test run');
    await app.user.click(within(approve).getByRole('button', { name: 'Send the corrected figures' }));

    await waitFor(() => expect(card(title)).toHaveTextContent('Sent'));
    expect(card(title)).toHaveTextContent(`approved by ${demoAccount.username}`);
    expect(card(title)).toHaveTextContent('Note: e3 was a test run');
    expect(app.sim.rpaRecords).toEqual([
      expect.objectContaining({
        ideaId: 42,
        successExecutions: 2,
        errorExecutions: 0,
        processedAt: '2025-06-03T00:00:00.000Z',
      }),
    ]);
  });

  it('are read by a viewer, who may neither change nor send them', async () => {
    await renderSignedIn('/reporting/plans', undefined, {
      as: 'viewer',
      seed: async (workspace) => {
        await seedIdea(workspace);
        await seedPlan(workspace, false);
      },
    });
    const plan = await screen.findByRole('heading', { name: 'Idea 42' });
    expect(card('Idea 42')).toHaveTextContent('Sends by itself');
    expect(within(plan.closest('li') ?? document.body).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New plan' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Admins set the plans and operators may send a period now; you may read them.'),
    ).toBeVisible();
  });

  it('speak Portuguese', async () => {
    languageChoiceStore.set('pt-BR');
    await renderSignedIn('/reporting/plans', undefined, {
      seed: async (workspace) => {
        await seedIdea(workspace);
        await seedPlan(workspace);
      },
    });
    await screen.findByRole('heading', { name: 'Ideia 42' });
    expect(card('Ideia 42')).toHaveTextContent(
      'Envia estatísticas de RPA. Os números de cada dia vão às 00:30 do dia seguinte (UTC).',
    );
    expect(screen.getByRole('button', { name: 'Enviar agora: Ideia 42' })).toBeVisible();
  });
});
