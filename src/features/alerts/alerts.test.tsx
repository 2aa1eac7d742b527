import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultWatchdogRules } from '@/api/workspace/alerts';
import { timeZoneChoiceStore } from '@/lib/format';
import { demoAccount } from '@/mocks/simulator/demo';
import { renderSignedIn } from '@/testing/render-app';
import { seedJournal, seedStuckExecution } from '@/testing/server-seeds';

type App = Awaited<ReturnType<typeof renderSignedIn>>;

// A fixed "now", whatever day the tests run; the clock stands still during each test.
// In the past, as src/testing/fixed-clock.ts says why.
const now = Date.parse('2025-06-03T15:20:30Z');

/** E-Q has waited 20 minutes in RUNTIME-01's queue: past the default 15, the watchdog raises it. */
function openWithStuckExecution(path: string): Promise<App> {
  return renderSignedIn(path, undefined, { seed: (workspace) => seedStuckExecution(workspace, now) });
}

const alertsButton = (count: string) => screen.findByRole('button', { name: `Alerts: ${count}` });

describe('the alerts', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    timeZoneChoiceStore.set('utc');
  });
  afterEach(() => {
    vi.useRealTimers();
    timeZoneChoiceStore.set('local');
  });

  it('are counted in the header on every page, and acknowledged there with a note', async () => {
    const app = await openWithStuckExecution('/run');
    await app.user.click(await alertsButton('1 open'));
    const dropdown = await screen.findByRole('dialog');
    const alert = await within(dropdown).findByRole('article', { name: 'Queued too long' });
    expect(alert).toHaveTextContent('E-Q of invoice-bot has waited in the queue of RUNTIME-01 for 20 min.');
    expect(within(alert).getByRole('link', { name: 'Open the execution' })).toHaveAttribute(
      'href',
      '/executions/RUNTIME-01/E-Q',
    );

    await app.user.click(within(alert).getByRole('button', { name: /^Acknowledge: E-Q/ }));
    await app.user.type(
      within(alert).getByRole('textbox', { name: 'Note (optional)' }),
      'Restarted the Runtime',
    );
    await app.user.click(within(alert).getByRole('button', { name: 'Acknowledge' }));
    await screen.findByText('Alert acknowledged.');
    await alertsButton('none open');

    const [kept] = (await app.workspace.alerts.list({ state: 'all', limit: 10 })).items;
    expect(kept).toMatchObject({
      kind: 'queued-too-long',
      acknowledgedBy: demoAccount.username,
      acknowledgedAt: now,
      note: 'Restarted the Runtime',
      resolvedAt: null,
    });
  });

  it('are on the overview, counted among its figures and listed with the latest of all', async () => {
    const app = await openWithStuckExecution('/overview');
    const figures = await screen.findByRole('region', { name: 'Figures' });
    await waitFor(() =>
      expect(within(figures).getByRole('link', { name: /^Open alerts: / })).toHaveAccessibleName(
        'Open alerts: 1',
      ),
    );
    const section = screen.getByRole('region', { name: 'Open alerts' });
    expect(within(section).getByRole('article', { name: 'Queued too long' })).toBeInTheDocument();

    await app.user.click(within(section).getByRole('radio', { name: 'Latest alerts' }));
    await screen.findByRole('region', { name: 'Latest alerts' });
  });
});

describe('the watchdog settings', () => {
  it('refuse a limit that is not a number, and save the rules the operator typed', async () => {
    const app = await renderSignedIn('/watchdogs');
    await screen.findByRole('heading', { name: 'Watchdog settings', level: 1 });
    const minutes = await screen.findByRole('textbox', { name: 'Minutes in the queue' });
    expect(minutes).toHaveValue('15');
    expect(screen.getByText('These are the defaults: nobody has changed them yet.')).toBeInTheDocument();

    await app.user.clear(minutes);
    await app.user.type(minutes, 'soon');
    await app.user.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByText('A whole number from 1 to 10,080.')).toBeInTheDocument();
    expect((await app.workspace.alerts.settings()).version).toBe(0);

    await app.user.clear(minutes);
    await app.user.type(minutes, '30');
    await app.user.click(screen.getAllByRole('checkbox', { name: 'On' })[4] ?? document.body);
    await app.user.click(screen.getByRole('button', { name: 'Save the settings' }));
    await screen.findByText('Watchdog settings saved.');
    const saved = await app.workspace.alerts.settings();
    expect(saved).toMatchObject({ updatedBy: demoAccount.username });
    expect(saved.rules).toEqual({
      ...defaultWatchdogRules,
      queued: { enabled: true, minutes: 30 },
      failures: { ...defaultWatchdogRules.failures, enabled: false },
    });
  });

  it('ask before the operator leaves with rules changed and not saved', async () => {
    const app = await renderSignedIn('/watchdogs');
    const minutes = await screen.findByRole('textbox', { name: 'Minutes in the queue' });
    await app.user.click(minutes);
    await app.user.paste('0');
    const menu = screen.getByRole('navigation', { name: 'Main navigation' });
    await app.user.click(within(menu).getByRole('link', { name: 'Queue' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Leave without saving?' }));
    expect(dialog.getByText('Your changes to the watchdog settings are not saved.')).toBeInTheDocument();
    await app.user.click(dialog.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.router.state.location.pathname).toBe('/watchdogs');
    expect(minutes).toHaveValue('150');
  });

  it('make the watchdogs look at once when saved: the header counts what the new limit raises', async () => {
    // Queued 12 minutes ago, under the default limit (15), and nobody has looked yet.
    const app = await renderSignedIn('/watchdogs', undefined, {
      seed: (workspace) =>
        seedJournal(workspace.database.db, [
          {
            id: 'E-Q',
            robot: 'invoice-bot',
            runtime: 'RUNTIME-01',
            start: Date.now() - 12 * 60_000,
            status: 'PENDENT',
          },
        ]),
    });
    const minutes = await screen.findByRole('textbox', { name: 'Minutes in the queue' });
    expect(await alertsButton('none open')).toBeInTheDocument();

    await app.user.clear(minutes);
    await app.user.type(minutes, '10');
    await app.user.click(screen.getByRole('button', { name: 'Save the settings' }));
    await screen.findByText('Watchdog settings saved.');
    expect(await alertsButton('1 open')).toBeInTheDocument();
  });

  it("show a colleague's version when they saved first, and say who", async () => {
    const app = await renderSignedIn('/watchdogs');
    const minutes = await screen.findByRole('textbox', { name: 'Minutes in the queue' });
    const { version } = await app.workspace.alerts.settings();
    await app.workspace.alerts.saveSettings(
      { ...defaultWatchdogRules, queued: { enabled: true, minutes: 45 } },
      version,
      'bia@example.test',
    );

    await app.user.clear(minutes);
    await app.user.type(minutes, '20');
    await app.user.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^bia@example\.test changed the settings/);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Minutes in the queue' })).toHaveValue('45'),
    );
  });
});
