import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { shownText } from '@/components/date-time-field';
import { languageChoiceStore } from '@/lib/locale';
import { demoAccount } from '@/mocks/simulator/demo';
import { Simulator } from '@/mocks/simulator/simulator';
import { mswServer } from '@/testing/msw-server';
import { renderApp, renderSignedIn, type RenderOptions } from '@/testing/render-app';
import { toLocalInput } from './local-date-time';

type Workspace = Awaited<ReturnType<typeof renderSignedIn>>['workspace'];

// A fixed "now", whatever day the tests run; the clock stands still during each test. In the past, as
// src/testing/fixed-clock.ts says why.
const now = Date.parse('2025-06-03T15:20:30Z');
const second = 1000;
const minute = 60 * second;
/** The period the tests pick: From one hour ago (a datetime-local input holds whole minutes), To the default. */
const from = Math.floor((now - 60 * minute) / minute) * minute;
const to = (Math.floor(now / minute) + 1) * minute;

const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

interface Seed {
  readonly id: string;
  readonly status: string;
  readonly init: number;
  /** What the service says of its end: Unix ms, null while it runs, or something unreadable. */
  readonly end: number | null | string;
  readonly by?: string;
  readonly deleted?: boolean;
}

/**
 * Puts an execution into the team's journal as the server learns of it from the calls it relays (the
 * run, a result read, a delete), by whichever operator: this browser never followed it.
 */
async function journal(workspace: Workspace, seed: Seed) {
  const by = seed.by ?? 'bia@example.test';
  const params = { computerId: 'RUNTIME-01', robotId: 'invoice-bot', executionId: seed.id };
  const relayed = { params, requestBody: undefined, username: by, at: seed.init, status: 200 } as const;
  await workspace.recorder.record({ ...relayed, endpoint: 'runV2', answerBody: encode({ id: seed.id }) });
  await workspace.recorder.record({
    ...relayed,
    endpoint: 'executionResult',
    answerBody: encode({
      _id: seed.id,
      logs: [],
      init: seed.init,
      end: seed.end,
      returnValue: null,
      status: seed.status,
      progress: 1,
    }),
  });
  if (seed.deleted === true) {
    await workspace.recorder.record({
      ...relayed,
      endpoint: 'deleteExecution',
      answerBody: new Uint8Array(),
    });
  }
}

// Ends exactly where the period ends: not in it (To is excluded).
const atTo: Seed = { id: 'at-to', status: 'SUCCESS', init: now, end: to };

const seeds: Seed[] = [
  { id: 'ok-1', status: 'SUCCESS', init: now - 70 * second, end: now - 10 * second },
  {
    id: 'ok-2',
    status: 'SUCCESS',
    init: now - 40 * second,
    end: now - 10 * second,
    by: 'carla@example.test',
  },
  // Ends exactly where the period starts: in it (From is included).
  { id: 'at-from', status: 'success', init: from - 5 * second, end: from },
  atTo,
  { id: 'err-1', status: 'ERROR', init: now - 20 * second, end: now - 12 * second },
  // Ended, but its end has no readable time: placed by its start, counted, not timed.
  { id: 'err-2', status: 'FAILED', init: now - 30 * second, end: 'sometime' },
  { id: 'odd-1', status: 'MYSTERY', init: now - 25 * second, end: now - 5 * second },
  { id: 'gone', status: 'SUCCESS', init: now - 50 * second, end: now - 9 * second, deleted: true },
  { id: 'old', status: 'SUCCESS', init: now - 121 * minute, end: now - 120 * minute },
  { id: 'busy', status: 'RUNNING', init: now - 15 * second, end: null },
];

const panel = () => within(screen.getByRole('region', { name: 'Fill from the queue' }));
const field = (name: string) => screen.getByRole('textbox', { name });
const row = (outcome: string) => screen.getByTestId(`stats-${outcome}`);

/** Signs in, puts the seeds into the team's journal, opens the RPA form and picks the last hour. */
async function openRpa(sim = new Simulator(), seeded: readonly Seed[] = seeds, options: RenderOptions = {}) {
  const app = await renderSignedIn('/run', sim, options);
  for (const seed of seeded) await journal(app.workspace, seed);
  await app.router.navigate('/reporting/rpa');
  await screen.findByRole('heading', { name: 'RPA executions' });
  fireEvent.change(panel().getByLabelText('From'), { target: { value: toLocalInput(new Date(from)) } });
  return app;
}

describe('Fill from the queue', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("defaults to today from midnight until the next whole minute, and says it counts the team's executions", async () => {
    await renderSignedIn('/reporting/rpa', new Simulator());
    await screen.findByRole('heading', { name: 'RPA executions' });
    const midnight = new Date(now);
    midnight.setHours(0, 0, 0, 0);
    expect(panel().getByLabelText('From')).toHaveValue(shownText(toLocalInput(midnight), 'en'));
    // "To" is excluded, so the next whole minute takes in what ended this minute.
    expect(panel().getByLabelText('To')).toHaveValue(shownText(toLocalInput(new Date(to)), 'en'));
    expect(panel().getByText(/the team's executions that ended in the period/)).toHaveTextContent(
      'by any operator',
    );
    expect(await panel().findByText('No execution of the team ended in this period.')).toBeVisible();
  });

  it("counts and times the team's executions that ended in the period, then fills the form for review", async () => {
    const sim = new Simulator();
    const { user } = await openRpa(sim);

    // One choice per status among the ended executions: not for RUNNING, not twice for two spellings.
    await waitFor(() => expect(panel().getAllByRole('combobox')).toHaveLength(4));
    expect(panel().getByLabelText('Outcome for SUCCESS')).toHaveValue('success');
    expect(panel().getByLabelText('Outcome for ERROR')).toHaveValue('error');
    expect(panel().getByLabelText('Outcome for FAILED')).toHaveValue('error');
    expect(panel().getByLabelText('Outcome for MYSTERY')).toHaveValue('ignore');
    expect(panel().queryByLabelText('Outcome for RUNNING')).not.toBeInTheDocument();

    // ok-1 (60 s), ok-2 (30 s) and at-from (5 s); not at-to, gone or old. The figures of the day so far
    // (old included) may show first, with the same statuses: the hour's come once the server answers.
    await waitFor(() => expect(row('success')).toHaveTextContent('Success395'));
    expect(row('alert')).toHaveTextContent('Alert00');
    expect(row('error')).toHaveTextContent('Error28');
    expect(screen.getByTestId('stats-ignored')).toHaveTextContent('Ignored: 1 execution');
    expect(screen.getByTestId('stats-untimed')).toHaveTextContent(
      '1 counted execution has no readable start or end time',
    );

    // The admin decides that the unknown status is an alert, for the whole team.
    await user.selectOptions(panel().getByLabelText('Outcome for MYSTERY'), 'alert');
    await waitFor(() => expect(row('alert')).toHaveTextContent('Alert120'));
    expect(screen.getByTestId('stats-ignored')).toHaveTextContent('Ignored: 0 executions');

    await user.click(panel().getByRole('button', { name: 'Use these figures' }));
    expect(field('Successful executions')).toHaveValue('3');
    expect(field('Executions with alert')).toHaveValue('1');
    expect(field('Executions with error')).toHaveValue('2');
    expect(field('Success execution time (seconds)')).toHaveValue('95');
    expect(field('Alert execution time (seconds)')).toHaveValue('20');
    expect(field('Error execution time (seconds)')).toHaveValue('8');
    expect(sim.receivedRequests.filter((r) => r.endpoint === 'rpaRecord')).toHaveLength(0);

    await user.type(field('Idea ID'), '42');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sim.rpaRecords).toHaveLength(1));
    expect(sim.rpaRecords[0]).toMatchObject({
      ideaId: 42,
      successExecutions: 3,
      alertExecutions: 1,
      errorExecutions: 2,
      successExecutionTime: 95,
      alertExecutionTime: 20,
      errorExecutionTime: 8,
    });
  });

  it('moves with the period: an execution ending at To counts once To is later', async () => {
    await openRpa(new Simulator(), [atTo]);
    expect(await panel().findByText('No execution of the team ended in this period.')).toBeVisible();
    fireEvent.change(panel().getByLabelText('To'), {
      target: { value: toLocalInput(new Date(to + minute)) },
    });
    await waitFor(() => expect(row('success')).toHaveTextContent('Success130'));
  });

  it("keeps the team's mapping on the server, not in the browser, and an admin can go back to the defaults", async () => {
    const sim = new Simulator();
    const first = await openRpa(sim);
    expect(panel().queryByRole('button', { name: 'Reset to defaults' })).not.toBeInTheDocument();
    await first.user.selectOptions(await panel().findByLabelText('Outcome for SUCCESS'), 'ignore');
    await waitFor(() => expect(row('success')).toHaveTextContent('Success00'));
    expect(await first.workspace.reportingOutcomes.get()).toMatchObject({
      outcomes: { SUCCESS: 'ignore' },
      updatedBy: demoAccount.username,
    });
    first.unmount();
    // Nothing of it is left in this browser: another one reads the same mapping from the server.
    localStorage.clear();

    const { user } = await renderApp('/reporting/rpa', sim, { sameBrowserAs: first });
    await screen.findByRole('heading', { name: 'RPA executions' });
    fireEvent.change(panel().getByLabelText('From'), { target: { value: toLocalInput(new Date(from)) } });
    expect(await panel().findByLabelText('Outcome for SUCCESS')).toHaveValue('ignore');
    await waitFor(() => expect(row('success')).toHaveTextContent('Success00'));
    expect(screen.getByTestId('stats-ignored')).toHaveTextContent('Ignored: 4 executions');

    await user.click(panel().getByRole('button', { name: 'Reset to defaults' }));
    await waitFor(() => expect(panel().getByLabelText('Outcome for SUCCESS')).toHaveValue('success'));
    expect(panel().queryByRole('button', { name: 'Reset to defaults' })).not.toBeInTheDocument();
  });

  it('shows an operator the mapping the admins chose, which they may not change', async () => {
    const mapped = (workspace: Workspace) =>
      workspace.reportingOutcomes.save({ MYSTERY: 'alert' }, 0, 'ana@example.test');
    await openRpa(new Simulator(), seeds, { as: 'operator', seed: mapped });
    expect(await panel().findByLabelText('Outcome for MYSTERY')).toHaveValue('alert');
    expect(panel().getByLabelText('Outcome for MYSTERY')).toBeDisabled();
    expect(panel().getByRole('note')).toHaveTextContent(
      "The team's admins choose which outcome each status counts as, for every browser and every record.",
    );
    expect(panel().queryByRole('button', { name: 'Reset to defaults' })).not.toBeInTheDocument();
    await waitFor(() => expect(row('alert')).toHaveTextContent('Alert120'));
  });

  it('refuses a period that ends before it starts', async () => {
    await openRpa(new Simulator(), []);
    fireEvent.change(panel().getByLabelText('To'), {
      target: { value: toLocalInput(new Date(from - 60 * minute)) },
    });
    expect(panel().getByText('Pick a time after From.')).toBeVisible();
    expect(panel().getByRole('button', { name: 'Use these figures' })).toBeDisabled();
  });

  it('refuses a period over 366 days without asking the server, and counts one of 366', async () => {
    // The periods the page asks the server to count.
    const asked: number[] = [];
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname !== '/api/executions/summary') return;
      asked.push(Number(url.searchParams.get('to')) - Number(url.searchParams.get('from')));
    };
    mswServer.events.on('request:start', listener);
    onTestFinished(() => {
      mswServer.events.removeListener('request:start', listener);
    });
    await openRpa(new Simulator(), []);
    const day = 24 * 60 * minute;
    const startAt = (at: number) =>
      fireEvent.change(panel().getByLabelText('From'), { target: { value: toLocalInput(new Date(at)) } });

    startAt(to - 367 * day);
    expect(panel().getByText('A period is at most 366 days.')).toBeVisible();
    expect(panel().getByRole('button', { name: 'Use these figures' })).toBeDisabled();
    startAt(to - 366 * day);
    await waitFor(() => expect(asked).toContain(366 * day));
    expect(Math.max(...asked)).toBe(366 * day);
  });

  it('speaks Portuguese: the period, the choices and the figures, written the pt-BR way', async () => {
    languageChoiceStore.set('pt-BR');
    const app = await renderSignedIn('/run', new Simulator());
    // Half an hour: a time the pt-BR way groups ("1.895").
    const long: Seed = { id: 'long', status: 'SUCCESS', init: now - 50 * minute, end: now - 20 * minute };
    for (const seed of [...seeds, long]) await journal(app.workspace, seed);
    await app.router.navigate('/reporting/rpa');
    await screen.findByRole('heading', { name: 'Execuções de RPA' });
    const pt = within(screen.getByRole('region', { name: 'Preencher a partir da fila' }));
    fireEvent.change(pt.getByLabelText('De'), { target: { value: toLocalInput(new Date(from)) } });

    await waitFor(() => expect(pt.getAllByRole('combobox')).toHaveLength(4));
    expect(pt.getByText('Como cada status é contado')).toBeVisible();
    // The status as the service sends it; the outcomes in Portuguese.
    expect(pt.getByLabelText('Resultado para MYSTERY')).toHaveDisplayValue('Ignorar');
    expect(pt.getByLabelText('Resultado para FAILED')).toHaveDisplayValue('Erro');
    const table = screen.getByRole('table', { name: 'Números da fila' });
    expect(within(table).getByRole('columnheader', { name: 'Tempo (segundos)' })).toBeVisible();
    // ok-1, ok-2, at-from and long: 60 + 30 + 5 + 1800 s (once the hour's figures have come).
    await waitFor(() => expect(row('success')).toHaveTextContent('Sucesso41.895'));
    expect(screen.getByTestId('stats-ignored')).toHaveTextContent(
      'Ignorada: 1 execução (resultado definido como Ignorar).',
    );
    expect(screen.getByTestId('stats-untimed')).toHaveTextContent(
      '1 execução contada não tem horário de início ou de fim legível: entra na contagem das execuções, não no tempo.',
    );

    await app.user.selectOptions(pt.getByLabelText('Resultado para MYSTERY'), 'alert');
    await waitFor(() => expect(pt.getByLabelText('Resultado para MYSTERY')).toBeEnabled());
    expect(screen.getByTestId('stats-ignored')).toHaveTextContent(
      'Ignoradas: nenhuma execução (resultado definido como Ignorar).',
    );
    await app.user.click(pt.getByRole('button', { name: 'Usar estes números' }));
    expect(pt.getByRole('status')).toHaveTextContent(
      'Copiado para o formulário: revise os números e depois envie.',
    );
    // The form holds the number as it is sent: digits only.
    expect(field('Tempo das execuções com sucesso (segundos)')).toHaveValue('1895');

    fireEvent.change(pt.getByLabelText('Até'), {
      target: { value: toLocalInput(new Date(from - 60 * minute)) },
    });
    expect(pt.getByText('Escolha um horário depois de “De”.')).toBeVisible();
  });
});
