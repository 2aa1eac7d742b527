import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { trackedExecutionsStore, type TrackedExecution } from '@/lib/tracked-executions';
import { Simulator } from '@/mocks/simulator';
import { renderApp, renderSignedIn } from '@/testing/render-app';
import { toLocalInput } from './local-date-time';

const now = Date.now();
const second = 1000;

function execution(id: string, status: string, overrides: Partial<TrackedExecution>): TrackedExecution {
  return {
    computerId: 'RUNTIME-01',
    executionId: id,
    robotId: 'invoice-bot',
    source: 'run',
    addedAt: now - 3_600 * second,
    status,
    ended: true,
    ...overrides,
  };
}

const seeded: TrackedExecution[] = [
  execution('ok-1', 'SUCCESS', { init: now - 70 * second, endedAt: now - 10 * second }),
  execution('ok-2', 'SUCCESS', { init: now - 40 * second, endedAt: now - 10 * second }),
  execution('err-1', 'ERROR', { init: now - 20 * second, endedAt: now - 12 * second }),
  // Ended, but `end` had no readable time: counted, not timed.
  execution('err-2', 'FAILED', { init: now - 30 * second }),
  execution('odd-1', 'MYSTERY', { init: now - 25 * second, endedAt: now - 5 * second }),
  execution('gone', 'SUCCESS', { init: now - 50 * second, endedAt: now - 9 * second, deletedAt: now }),
  execution('old', 'SUCCESS', { init: now - 7_300 * second, endedAt: now - 7_200 * second }),
  execution('busy', 'RUNNING', { init: now - 15 * second, ended: false }),
];

const panel = () => within(screen.getByRole('region', { name: 'Fill from the queue' }));
const field = (name: string) => screen.getByRole('textbox', { name });
const row = (outcome: string) => screen.getByTestId(`stats-${outcome}`);

async function openRpa(sim: Simulator) {
  const app = await renderSignedIn('/reporting/rpa', sim);
  await screen.findByRole('heading', { name: 'RPA executions' });
  // The last hour, so that the test does not depend on the time of day it runs at.
  fireEvent.change(panel().getByLabelText('From'), {
    target: { value: toLocalInput(new Date(now - 3_600 * second)) },
  });
  return app;
}

describe('Fill from the queue', () => {
  it('defaults to today from midnight until the next whole minute', async () => {
    const before = Date.now();
    await renderSignedIn('/reporting/rpa', new Simulator());
    await screen.findByRole('heading', { name: 'RPA executions' });
    const after = Date.now();
    const midnight = new Date();
    midnight.setHours(0, 0, 0, 0);
    expect(panel().getByLabelText('From')).toHaveValue(toLocalInput(midnight));
    // "To" is excluded, so the next whole minute takes in what ended this minute.
    const nextMinutes = [before, after].map((at) =>
      toLocalInput(new Date((Math.floor(at / 60_000) + 1) * 60_000)),
    );
    expect(nextMinutes).toContain(panel().getByLabelText<HTMLInputElement>('To').value);
    expect(panel().getByText('No execution followed in this browser ended in this period.')).toBeVisible();
  });

  it('counts and times the ended executions per outcome, then fills the form for review', async () => {
    trackedExecutionsStore.set(seeded);
    const sim = new Simulator();
    const { user } = await openRpa(sim);

    // One choice per distinct status among the ended executions: not for RUNNING, not twice.
    expect(panel().getAllByRole('combobox')).toHaveLength(4);
    expect(panel().getByLabelText('Outcome for SUCCESS')).toHaveValue('success');
    expect(panel().getByLabelText('Outcome for ERROR')).toHaveValue('error');
    expect(panel().getByLabelText('Outcome for FAILED')).toHaveValue('error');
    expect(panel().getByLabelText('Outcome for MYSTERY')).toHaveValue('ignore');
    expect(panel().queryByLabelText('Outcome for RUNNING')).not.toBeInTheDocument();

    expect(row('success')).toHaveTextContent('Success290');
    expect(row('alert')).toHaveTextContent('Alert00');
    expect(row('error')).toHaveTextContent('Error28');
    expect(screen.getByTestId('stats-ignored')).toHaveTextContent('Ignored: 1 execution');
    expect(screen.getByTestId('stats-untimed')).toHaveTextContent(
      '1 counted execution has no readable start or end time',
    );

    // The operator decides that the unknown status is an alert.
    await user.selectOptions(panel().getByLabelText('Outcome for MYSTERY'), 'alert');
    expect(row('alert')).toHaveTextContent('Alert120');
    expect(screen.getByTestId('stats-ignored')).toHaveTextContent('Ignored: 0 executions');

    await user.click(panel().getByRole('button', { name: 'Use these figures' }));
    expect(field('Successful executions')).toHaveValue('2');
    expect(field('Executions with alert')).toHaveValue('1');
    expect(field('Executions with error')).toHaveValue('2');
    expect(field('Success execution time (seconds)')).toHaveValue('90');
    expect(field('Alert execution time (seconds)')).toHaveValue('20');
    expect(field('Error execution time (seconds)')).toHaveValue('8');
    expect(sim.receivedRequests.filter((r) => r.endpoint === 'rpaRecord')).toHaveLength(0);

    await user.type(field('Idea ID'), '42');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sim.rpaRecords).toHaveLength(1));
    expect(sim.rpaRecords[0]).toMatchObject({
      ideaId: 42,
      successExecutions: 2,
      alertExecutions: 1,
      errorExecutions: 2,
      successExecutionTime: 90,
      alertExecutionTime: 20,
      errorExecutionTime: 8,
    });
  });

  it('remembers the adjusted mapping across reloads, and can go back to the defaults', async () => {
    trackedExecutionsStore.set(seeded);
    const sim = new Simulator();
    const first = await openRpa(sim);
    await first.user.selectOptions(panel().getByLabelText('Outcome for SUCCESS'), 'ignore');
    first.unmount();

    const { user } = await renderApp('/reporting/rpa', sim, { sameBrowserAs: first });
    await screen.findByRole('heading', { name: 'RPA executions' });
    fireEvent.change(panel().getByLabelText('From'), {
      target: { value: toLocalInput(new Date(now - 3_600 * second)) },
    });
    expect(panel().getByLabelText('Outcome for SUCCESS')).toHaveValue('ignore');
    expect(row('success')).toHaveTextContent('Success00');
    expect(screen.getByTestId('stats-ignored')).toHaveTextContent('Ignored: 3 executions');

    await user.click(panel().getByRole('button', { name: 'Reset to defaults' }));
    expect(panel().getByLabelText('Outcome for SUCCESS')).toHaveValue('success');
  });

  it('refuses a period that ends before it starts', async () => {
    await openRpa(new Simulator());
    fireEvent.change(panel().getByLabelText('To'), {
      target: { value: toLocalInput(new Date(now - 7_200 * second)) },
    });
    expect(panel().getByText('Pick a time after From.')).toBeVisible();
    expect(panel().getByRole('button', { name: 'Use these figures' })).toBeDisabled();
  });
});
