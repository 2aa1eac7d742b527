/**
 * What each role is offered (issue 22): a viewer changes nothing, an operator runs but leaves the
 * catalog, the schedules and the reporting to the admins. One render per role, page after page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addSchedule } from '@/features/schedules/schedules-test-support';
import { loadPage, renderSignedIn } from '@/testing/render-app';
import { seedStuckExecution } from '@/testing/server-seeds';

type App = Awaited<ReturnType<typeof renderSignedIn>>;

async function goTo(app: App, path: string, heading: string | RegExp) {
  await loadPage(path);
  await app.router.navigate(path);
  await screen.findByRole('heading', { level: 1, name: heading });
}

describe('roles in the browser', () => {
  it('a viewer is told read-only and offered nothing that changes data', async () => {
    const app = await renderSignedIn('/run', undefined, { as: 'viewer' });
    expect(screen.getByText('Read-only')).toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Run a robot' });
    const run = screen.getByRole('button', { name: 'Run' });
    expect(run).toBeDisabled();
    expect(run).toHaveAccessibleDescription(/Viewers cannot run robots/);

    await goTo(app, '/queue', 'Queue');
    expect(screen.getByText('Viewers cannot track or delete executions.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Track execution' })).not.toBeInTheDocument();

    await goTo(app, '/catalog', 'Catalog');
    expect(screen.getByText('Only admins edit the catalog.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import catalog' })).not.toBeInTheDocument();

    const id = await addSchedule(app.workspace);
    await goTo(app, '/schedules', 'Schedules');
    expect(screen.queryByRole('link', { name: 'New schedule' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add day' })).not.toBeInTheDocument();
    await goTo(app, `/schedules/${id}`, 'Invoices at seven');
    expect(screen.getByText(/viewers cannot run one now/)).toBeInTheDocument();
    for (const name of ['Run now', 'Pause', 'Delete', 'Save'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toBeDisabled();

    await goTo(app, '/watchdogs', 'Watchdog settings');
    expect(await screen.findByText('Only admins change the watchdogs’ rules.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();

    await goTo(app, '/reporting/suppliers', 'Suppliers');
    expect(screen.getByText('Only admins send records to the analytics product.')).toBeInTheDocument();

    // The palette offers no robot to run, and no team page.
    await app.user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog');
    await app.user.type(within(palette).getByRole('combobox'), 'invoice');
    expect(within(palette).queryByRole('option', { name: /^Run / })).not.toBeInTheDocument();
    await app.user.clear(within(palette).getByRole('combobox'));
    await app.user.type(within(palette).getByRole('combobox'), 'team');
    await waitFor(() =>
      expect(within(palette).queryByRole('option', { name: 'Team' })).not.toBeInTheDocument(),
    );
  });

  it('a viewer sees an open alert and an execution without a way to acknowledge, delete or run again', async () => {
    const app = await renderSignedIn('/run', undefined, {
      as: 'viewer',
      seed: (workspace) => seedStuckExecution(workspace, Date.now()),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Alerts: 1 open' }));
    const alert = await within(await screen.findByRole('dialog')).findByRole('article', {
      name: 'Queued too long',
    });
    expect(within(alert).queryByRole('button', { name: /^Acknowledge/ })).not.toBeInTheDocument();
    expect(within(alert).getByText('Viewers cannot acknowledge alerts.')).toBeInTheDocument();
    await app.user.keyboard('{Escape}');

    await goTo(app, '/executions/RUNTIME-01/E-Q', 'Execution E-Q');
    expect(await screen.findByText('Viewers cannot run, track or delete executions.')).toBeInTheDocument();
    for (const name of ['Delete', 'Run again', 'Track in queue'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /run again/i })).not.toBeInTheDocument();
  });

  it('an operator runs, but reads the catalog and the schedules only', async () => {
    const app = await renderSignedIn('/run', undefined, { as: 'operator' });
    expect(screen.queryByText('Read-only')).not.toBeInTheDocument();
    await screen.findByRole('heading', { level: 1, name: 'Run a robot' });
    expect(screen.getByRole('button', { name: 'Run' })).toBeEnabled();

    await goTo(app, '/queue', 'Queue');
    expect(screen.getByRole('form', { name: 'Track execution' })).toBeInTheDocument();

    await goTo(app, '/catalog', 'Catalog');
    expect(screen.getByText('Only admins edit the catalog.')).toBeInTheDocument();

    const id = await addSchedule(app.workspace);
    await goTo(app, `/schedules/${id}`, 'Invoices at seven');
    expect(screen.getByRole('button', { name: 'Run now' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Pause' })).not.toBeInTheDocument();
    expect(screen.getByText(/Only admins create, change, pause or delete schedules and/)).toBeInTheDocument();
  });
});
