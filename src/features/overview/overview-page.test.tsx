import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timeZoneChoiceStore } from '@/lib/format';
import { catchDownloads } from '@/testing/catch-downloads';
import { renderSignedIn } from '@/testing/render-app';
import { addScheduleRow, seedJournal, type JournalSeed } from '@/testing/server-seeds';

type App = Awaited<ReturnType<typeof renderSignedIn>>;

// A fixed "now", whatever day the tests run; the clock stands still during each test.
// In the past, as src/testing/fixed-clock.ts says why.
const now = Date.parse('2025-06-03T15:20:30Z');
const at = (time: string) => Date.parse(`2025-06-03T${time}:00Z`);

/**
 * The last 24 hours of the team: invoice-bot ran 10 and 30 minutes (SUCCESS, both in the 12:00 hour)
 * and 20 minutes (FAILED, 13:00); payroll-bot 1 minute (SUCCESS, 13:00). Right now payroll-bot runs
 * and invoice-bot waits in the queue. So: 3 of 4 ended succeeded; invoice-bot's p50 is 20 min and its
 * p95 29 min (20 + 0.9 × 10, interpolated); payroll-bot's both 1 min.
 */
const journal: readonly JournalSeed[] = [
  {
    id: 'ok-1',
    robot: 'invoice-bot',
    runtime: 'RUNTIME-01',
    start: at('12:00'),
    end: at('12:10'),
    status: 'SUCCESS',
  },
  {
    id: 'ok-2',
    robot: 'invoice-bot',
    runtime: 'RUNTIME-01',
    start: at('12:30'),
    end: at('13:00'),
    status: 'SUCCESS',
  },
  {
    id: 'bad-1',
    robot: 'invoice-bot',
    runtime: 'RUNTIME-02',
    start: at('13:05'),
    end: at('13:25'),
    status: 'FAILED',
  },
  {
    id: 'pay-1',
    robot: 'payroll-bot',
    runtime: 'RUNTIME-01',
    start: at('13:30'),
    end: at('13:31'),
    status: 'SUCCESS',
  },
  { id: 'run-1', robot: 'payroll-bot', runtime: 'RUNTIME-01', start: at('15:00'), status: 'RUNNING' },
  { id: 'q-1', robot: 'invoice-bot', runtime: 'RUNTIME-01', start: at('15:10'), status: 'PENDENT' },
];

async function openOverview(path = '/overview', seeds: readonly JournalSeed[] = journal): Promise<App> {
  const app = await renderSignedIn(path, undefined, {
    seed: (workspace) => seedJournal(workspace.database.db, seeds),
  });
  await screen.findByRole('heading', { name: 'Overview', level: 1 });
  await screen.findByRole('region', { name: 'Figures' });
  return app;
}

const search = (app: App) => new URLSearchParams(app.router.state.location.search);
const figure = (name: string) =>
  within(screen.getByRole('region', { name: 'Figures' })).getByRole('link', {
    name: new RegExp(`^${name}: `),
  });

describe('the overview', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    timeZoneChoiceStore.set('utc');
  });
  afterEach(() => {
    vi.useRealTimers();
    timeZoneChoiceStore.set('local');
  });

  it('is the page after sign-in, and tells the success rate and what runs and waits now', async () => {
    const app = await openOverview('/');
    expect(app.router.state.location.pathname).toBe('/overview');
    expect(figure('Success rate')).toHaveAccessibleName('Success rate: 75%');
    expect(screen.getByText('3 of 4 ended executions')).toBeInTheDocument();
    expect(figure('Running now')).toHaveAccessibleName('Running now: 1');
    expect(figure('Queued now')).toHaveAccessibleName('Queued now: 1');

    await app.user.click(figure('Queued now'));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/queue'));
    expect(search(app).get('active')).toBe('1');
    expect(search(app).getAll('status')).toContain('PENDENT');
  });

  it('counts what ends while it is open, within the same minute, without a reload', async () => {
    const app = await openOverview();
    expect(figure('Success rate')).toHaveAccessibleName('Success rate: 75%');
    // Later in the same minute, a run starts and ends, as the server learns from the calls it relays.
    vi.setSystemTime(now + 20_000);
    const params = { computerId: 'RUNTIME-01', robotId: 'invoice-bot', executionId: 'new-1' };
    const relayed = { params, requestBody: undefined, username: 'bia@example.test', status: 200 } as const;
    const encode = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
    await app.workspace.recorder.record({
      ...relayed,
      at: now + 5_000,
      endpoint: 'runV2',
      answerBody: encode({ id: 'new-1' }),
    });
    await app.workspace.recorder.record({
      ...relayed,
      at: now + 15_000,
      endpoint: 'executionResult',
      answerBody: encode({
        _id: 'new-1',
        logs: [],
        init: now + 5_000,
        end: now + 15_000,
        returnValue: null,
        status: 'SUCCESS',
        progress: 1,
      }),
    });
    // Heard live: the figures are read again, to the present.
    await waitFor(() => expect(figure('Success rate')).toHaveAccessibleName('Success rate: 80%'));
    expect(screen.getByText('4 of 5 ended executions')).toBeInTheDocument();
  });

  it('shows the bars as a table whose counts open the queue filtered to their hour and outcome', async () => {
    const app = await openOverview();
    expect(screen.getByRole('heading', { name: 'Executions per hour' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('radio', { name: 'Table' }));
    const table = screen.getByRole('table', { name: 'Executions per hour' });
    // 24 hours back from now: from 15:20:30 yesterday, in 25 hourly bars (the first and last cut).
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 25);
    const noon = within(table).getByRole('row', { name: /^Jun 3, 12:00/ });
    expect(
      within(noon)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '0', '0', '0', '0', '2']);
    const one = within(table).getByRole('row', { name: /^Jun 3, 13:00/ });
    expect(
      within(one)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '0', '1', '0', '0', '2']);

    await app.user.click(
      within(noon).getByRole('link', { name: '2 Succeeded, Jun 3, 12:00: show in the queue' }),
    );
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/queue'));
    expect(search(app).get('from')).toBe(String(at('12:00')));
    expect(search(app).get('to')).toBe(String(at('13:00')));
    expect(search(app).getAll('status')).toContain('SUCCESS');
  });

  it("lists each robot's median and p95, busiest first, and opens its longest runs", async () => {
    const app = await openOverview();
    const table = screen.getByRole('table', { name: 'Durations per robot' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) => [...row.querySelectorAll('th, td')].slice(0, 4).map((cell) => cell.textContent)),
    ).toEqual([
      ['invoice-bot', '3', '20 min 00 s', '29 min 00 s'],
      ['payroll-bot', '1', '1 min 00 s', '1 min 00 s'],
    ]);
    await app.user.click(within(table).getByRole('link', { name: 'invoice-bot' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/queue'));
    expect(Object.fromEntries(search(app))).toMatchObject({
      robot: 'invoice-bot',
      sort: 'duration',
      dir: 'desc',
    });
  });

  it('shows the time the robots saved, each with its formula, and asks for minutes when none are set', async () => {
    await openOverview();
    const saved = screen.getByRole('region', { name: 'Time saved' });
    expect(within(saved).getByRole('link', { name: 'Open the catalog' })).toHaveAttribute('href', '/catalog');
  });

  it('counts the hours saved from the minutes by hand the catalog gives each robot', async () => {
    const app = await renderSignedIn('/overview', undefined, {
      seed: async (workspace) => {
        await seedJournal(workspace.database.db, journal);
        await workspace.catalog.saveRobot(
          { robotId: 'invoice-bot', name: 'Invoices', description: '', variables: [], manualMinutes: 45 },
          undefined,
          'ana@example.test',
        );
      },
    });
    const saved = await screen.findByRole('region', { name: 'Time saved' });
    // invoice-bot succeeded twice in the last 24 hours: 2 × 45 min.
    expect(saved).toHaveTextContent('1.5 h a person would have spent on this work');
    const row = within(within(saved).getByRole('table', { name: 'Time saved' })).getByRole('row', {
      name: /invoice-bot/,
    });
    expect(row).toHaveTextContent('2 successful executions × 45 min');
    expect(row).toHaveTextContent('1.5 h');
    expect(app.router.state.location.pathname).toBe('/overview');
  });

  it('keeps the period and the robot in the URL, and narrows every figure to them', async () => {
    const app = await openOverview();
    await app.user.click(screen.getByRole('radio', { name: '7 days' }));
    await screen.findByRole('heading', { name: 'Executions per day' });
    expect(search(app).get('period')).toBe('7d');

    await app.router.navigate('/overview?period=7d&robot=payroll-bot');
    await waitFor(() => expect(figure('Success rate')).toHaveAccessibleName('Success rate: 100%'));
    expect(figure('Queued now')).toHaveAccessibleName('Queued now: 0');
    expect(figure('Running now')).toHaveAccessibleName('Running now: 1');
  });

  it("lists the schedules' next fires, each opening its schedule", async () => {
    const app = await openOverview();
    const id = await addScheduleRow(app.workspace.database.db, {
      name: 'Morning invoices',
      nextDueAt: at('18:00'),
    });
    await app.router.navigate('/overview?period=30d');
    const next = await screen.findByRole('region', { name: 'Next scheduled fires' });
    const link = await within(next).findByRole('link', { name: 'Morning invoices' });
    expect(link).toHaveAttribute('href', `/schedules/${id}`);
  });

  it('says plainly when nothing ran, and exports the bars it shows', async () => {
    const files = catchDownloads();
    const app = await openOverview('/overview', []);
    expect(screen.getByText('No execution started in this period.')).toBeInTheDocument();
    expect(figure('Success rate')).toHaveAccessibleName('Success rate: —');
    expect(screen.getByText('No execution with a known duration ended in this period.')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Export the figures' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'CSV (spreadsheet)' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const lines = ((await files[0]?.text) ?? '').split('\r\n').filter((line) => line !== '');
    expect(lines[0]).toBe('\uFEFFFrom,To,Succeeded,With warnings,Failed,Other,Not ended,Total');
    expect(lines[1]).toBe('2025-06-02 15:20:30,2025-06-02 16:00:00,0,0,0,0,0,0');
    expect(lines).toHaveLength(1 + 25);
  });
});
