import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languageChoiceStore } from '@/lib/locale';
import { renderSignedIn } from '@/testing/render-app';
import { addFire, addSchedule, invoices, now, onFixedClock } from './schedules-test-support';

const minute = 60_000;

/** The list's item of the schedule with this name. */
function card(name: string): HTMLElement {
  const item = screen.getByRole('heading', { name }).closest('li');
  if (item === null) throw new Error(`${name} is not in a list`);
  return item;
}

describe('the schedules list', () => {
  onFixedClock();

  it('says what schedules are when there is none, and offers a new one', async () => {
    const app = await renderSignedIn('/schedules');
    const empty = await screen.findByText(/^No schedules yet\. A schedule runs a robot on its own/);
    await app.user.click(
      within(empty.parentElement ?? document.body).getByRole('link', { name: 'New schedule' }),
    );
    expect(await screen.findByRole('heading', { name: 'New schedule' })).toBeVisible();
    expect(app.router.state.location.pathname).toBe('/schedules/new');
  });

  it('lists each schedule: what it runs, when in words, its next fire, its last outcome, paused', async () => {
    await renderSignedIn('/schedules', undefined, {
      seed: async (workspace) => {
        const id = await addSchedule(workspace);
        await addFire(workspace, id, now - 10 * minute, {
          state: 'started',
          execution: { computerId: 'RUNTIME-01', executionId: 'exec-77' },
        });
        const paused = await addSchedule(workspace, {
          ...invoices,
          name: 'Reconciliation',
          robotId: 'recon-bot',
          cron: '*/30 8-17 * * *',
          skipWeekends: false,
          holidays: null,
          paused: true,
        });
        await addFire(workspace, paused, now - 40 * minute, { state: 'missed', reason: 'no-one-signed-in' });
      },
    });
    await screen.findByRole('heading', { name: 'Invoices at seven' });
    // In order of their names.
    expect(
      within(screen.getByRole('list', { name: 'Schedules' }))
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Invoices at seven', 'Reconciliation']);
    const invoiceCard = card('Invoices at seven');
    const reconCard = card('Reconciliation');
    expect(invoiceCard).toHaveTextContent('Runs invoice-bot on RUNTIME-01');
    expect(invoiceCard).toHaveTextContent('When: At 07:00 · weekends skipped · BR holidays skipped · UTC');
    // Wednesday, the next business day, at 07:00 UTC.
    expect(invoiceCard).toHaveTextContent('Next: on Jun 4, 2025, 7:00:00 AM UTC');
    expect(invoiceCard).toHaveTextContent('Last, due at 07:00 AM UTC: Started · Execution exec-77');
    expect(within(invoiceCard).getByRole('link', { name: 'Execution exec-77' })).toHaveAttribute(
      'href',
      '/executions/RUNTIME-01/exec-77',
    );
    expect(within(invoiceCard).queryByText('Paused')).not.toBeInTheDocument();

    expect(reconCard).toHaveTextContent('Runs recon-bot on RUNTIME-01');
    expect(reconCard).toHaveTextContent('Every 30 minutes, between 08:00 and 17:59');
    expect(reconCard).toHaveTextContent('Paused');
    expect(reconCard).toHaveTextContent('Next: none while paused');
    expect(reconCard).toHaveTextContent(
      'Last, due at 06:30 AM UTC: Missed: nobody was signed in and there is no runner account',
    );
  });

  it('speaks Portuguese', async () => {
    languageChoiceStore.set('pt-BR');
    await renderSignedIn('/schedules', undefined, { seed: (workspace) => addSchedule(workspace) });
    await screen.findByRole('heading', { name: 'Invoices at seven' });
    const invoiceCard = card('Invoices at seven');
    expect(invoiceCard).toHaveTextContent('Executa invoice-bot em RUNTIME-01');
    expect(invoiceCard).toHaveTextContent(
      'Quando: Às 07:00 · sem fins de semana · sem os feriados de BR · UTC',
    );
    expect(invoiceCard).toHaveTextContent('Ainda não disparou.');
    expect(screen.getByRole('link', { name: 'Novo agendamento' })).toBeVisible();
  });

  it('keeps the team’s no-run days: a day added with why, and removed', async () => {
    const app = await renderSignedIn('/schedules');
    const days = await screen.findByRole('region', { name: 'The team’s no-run days' });
    expect(within(days).getByText('None yet.')).toBeVisible();
    fireEvent.change(within(days).getByLabelText(/^Day/), { target: { value: '2025-12-24' } });
    await app.user.type(within(days).getByRole('textbox', { name: /^Why/ }), 'Company holiday');
    await app.user.click(within(days).getByRole('button', { name: 'Add day' }));
    expect(await within(days).findByText('Wednesday, December 24, 2025')).toBeVisible();
    expect(within(days).getByRole('listitem')).toHaveTextContent('Company holiday');

    await app.user.click(within(days).getByRole('button', { name: 'Remove Wednesday, December 24, 2025' }));
    await waitFor(() => expect(within(days).getByText('None yet.')).toBeVisible());
  });
});
