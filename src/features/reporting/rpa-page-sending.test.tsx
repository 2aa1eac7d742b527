import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shownText } from '@/components/date-time-field';
import { Simulator } from '@/mocks/simulator/simulator';
import { renderSignedIn } from '@/testing/render-app';
import { pinBrowserLanguages } from './reporting-test-support';
import { toLocalInput } from './local-date-time';

type User = Awaited<ReturnType<typeof renderSignedIn>>['user'];

const figures = {
  'Successful executions': '12',
  'Executions with alert': '0',
  'Executions with error': '3',
  'Success execution time (seconds)': '3600',
  'Alert execution time (seconds)': '0',
  'Error execution time (seconds)': '95',
};

const field = (name: string) => screen.getByRole('textbox', { name });
const processedAt = () => screen.getByLabelText<HTMLInputElement>(/Processed at/);
const form = () => screen.getByRole('form', { name: 'RPA executions' });
const sent = (sim: Simulator) => sim.receivedRequests.filter((r) => r.endpoint === 'rpaRecord');

async function openRpa(sim: Simulator) {
  const app = await renderSignedIn('/reporting/rpa', sim);
  await screen.findByRole('heading', { name: 'RPA executions' });
  return app;
}

async function fill(user: User, values: Record<string, string>, at = '2026-11-22T14:05') {
  for (const [name, value] of Object.entries(values)) {
    await user.clear(field(name));
    await user.type(field(name), value);
  }
  fireEvent.change(processedAt(), { target: { value: at } });
}

/**
 * Stops the clock (only Date: the timers user-event and waitFor use keep running) and says what "now" is
 * in the date-time field, so that the form's "now" is compared with one instant, not a range.
 */
const stopTheClock = () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  return shownText(toLocalInput(new Date()), 'en');
};

describe('sending RPA records one after another', () => {
  beforeEach(() => pinBrowserLanguages('en-US', 'en'));
  afterEach(() => vi.useRealTimers());

  it('starts the next record after a send: same idea id, no figures, processed now', async () => {
    const sim = new Simulator();
    const { user } = await openRpa(sim);
    await fill(user, { 'Idea ID': '42', ...figures });
    const now = stopTheClock();
    await user.click(within(form()).getByRole('button', { name: 'Send' }));
    expect(await within(form()).findByRole('status')).toHaveTextContent('201 CREATED');

    expect(field('Idea ID')).toHaveValue('42');
    for (const name of Object.keys(figures)) expect(field(name)).toHaveValue('');
    expect(processedAt()).toHaveValue(now);
  });

  it('sets the processing time to now on request', async () => {
    const { user } = await openRpa(new Simulator());
    fireEvent.change(processedAt(), { target: { value: '2020-01-01T00:00' } });
    const now = stopTheClock();
    await user.click(screen.getByRole('button', { name: 'Set processed at to now' }));
    expect(processedAt()).toHaveValue(now);
  });

  it('asks before sending a record that was already sent, and sends it only when confirmed', async () => {
    const sim = new Simulator();
    const { user } = await openRpa(sim);
    await fill(user, { 'Idea ID': '42', ...figures });
    await user.click(within(form()).getByRole('button', { name: 'Send' }));
    await within(form()).findByRole('status');

    await fill(user, figures);
    await user.click(within(form()).getByRole('button', { name: 'Send' }));
    const ask = await screen.findByRole('alert', { name: 'This record was already sent' });
    expect(sent(sim)).toHaveLength(1);
    await user.click(within(ask).getByRole('button', { name: "Don't send" }));
    expect(screen.queryByRole('alert', { name: 'This record was already sent' })).not.toBeInTheDocument();
    expect(sent(sim)).toHaveLength(1);

    await user.click(within(form()).getByRole('button', { name: 'Send' }));
    await user.click(
      within(await screen.findByRole('alert', { name: 'This record was already sent' })).getByRole('button', {
        name: 'Send it again anyway',
      }),
    );
    await waitFor(() => expect(sent(sim)).toHaveLength(2));

    // A different processing time is a different record: no question.
    await fill(user, figures, '2026-11-22T15:05');
    await user.click(within(form()).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent(sim)).toHaveLength(3));
    expect(screen.queryByRole('alert', { name: 'This record was already sent' })).not.toBeInTheDocument();
  });

  it('asks before sending figures another operator already sent, and names them', async () => {
    const sim = new Simulator();
    const { user, workspace } = await openRpa(sim);
    const record = (outcome: 'sent' | 'failed', sentBy: string) =>
      workspace.history.record({
        form: 'rpa',
        // The same record, its fields in another order.
        payload: {
          processedAt: new Date(2026, 10, 22, 14, 5).toISOString(),
          errorExecutionTime: 95,
          alertExecutionTime: 0,
          successExecutionTime: 3600,
          errorExecutions: 3,
          alertExecutions: 0,
          successExecutions: 12,
          ideaId: 42,
        },
        outcome,
        answer: outcome === 'sent' ? { code: 201, status: 'CREATED', message: 'Created.' } : null,
        error: outcome === 'sent' ? null : 'The reporting service failed (status 500).',
        sentBy,
        at: Date.UTC(2026, 10, 22, 18, 0),
      });
    // A send that failed recorded nothing in the analytics: it is no reason to ask.
    await record('failed', 'carla@example.test');
    await record('sent', 'bia@example.test');
    await fill(user, { 'Idea ID': '42', ...figures });
    await user.click(within(form()).getByRole('button', { name: 'Send' }));

    const ask = await screen.findByRole('alert', { name: 'This record was already sent' });
    expect(ask).toHaveTextContent(
      /were sent by bia@example\.test on .*Sending them again records them twice\./,
    );
    expect(sent(sim)).toHaveLength(0);
    await user.click(within(ask).getByRole('button', { name: 'Send it again anyway' }));
    await waitFor(() => expect(sent(sim)).toHaveLength(1));
  });

  it('"Send again" sends the figures as corrected since the failure', async () => {
    const sim = new Simulator();
    sim.setScenario({ kind: 'server-error', endpoints: ['rpaRecord'] });
    const { user } = await openRpa(sim);
    await fill(user, { 'Idea ID': '42', ...figures });
    await user.click(within(form()).getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert', { name: 'The record was not sent' });

    sim.setScenario(null);
    await fill(user, { 'Executions with error': '4' });
    await user.click(within(alert).getByRole('button', { name: 'Send again' }));
    await within(form()).findByRole('status');
    expect(sent(sim).map((r) => r.body)).toEqual([
      expect.objectContaining({ errorExecutions: 3 }),
      expect.objectContaining({ errorExecutions: 4 }),
    ]);
  });
});
