import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ScheduleInput } from '@/api/workspace/schedules';
import { demoAccount } from '@/mocks/simulator/demo';
import { catchDownloads } from '@/testing/catch-downloads';
import { languageChoiceStore } from '@/lib/locale';
import { mswServer } from '@/testing/msw-server';
import { renderSignedIn } from '@/testing/render-app';
import { addSchedule, invoices, onFixedClock, type TestWorkspace } from './schedules-test-support';

/** Opens the page of a schedule the demo operator saved (`then`: what happened to it since). */
async function openSchedule(
  input: ScheduleInput = invoices,
  then?: (workspace: TestWorkspace) => Promise<unknown>,
) {
  let id = '';
  const app = await renderSignedIn('/run', undefined, {
    seed: async (workspace) => {
      id = await addSchedule(workspace, input);
      await then?.(workspace);
    },
  });
  await app.router.navigate(`/schedules/${id}`);
  await screen.findByRole('heading', { name: 'Invoices at seven' });
  return { app, id };
}

describe('a schedule’s page', () => {
  onFixedClock();

  it('asks before leaving with changes not saved, and Stay keeps them as typed', async () => {
    const { app, id } = await openSchedule();
    const name = screen.getByRole('textbox', { name: /^Name/ });
    // One change, as a paste makes (each key typed would draw the whole form again).
    await app.user.click(name);
    await app.user.paste(' (draft)');
    const menu = screen.getByRole('navigation', { name: 'Main navigation' });
    await app.user.click(within(menu).getByRole('link', { name: 'Schedules' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Leave without saving?' }));
    expect(dialog.getByText('Your changes to Invoices at seven are not saved.')).toBeInTheDocument();
    await app.user.click(dialog.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.router.state.location.pathname).toBe(`/schedules/${id}`);
    expect(name).toHaveValue('Invoices at seven (draft)');

    await app.user.click(within(menu).getByRole('link', { name: 'Schedules' }));
    await app.user.click(await screen.findByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/schedules'));
  });

  it('runs it now and links to the execution, which says the schedule started it, as the queue does', async () => {
    const { app, id } = await openSchedule();
    // The preview, in the schedule's zone (UTC, as the operator's here): the next business days at 07:00.
    const preview = screen.getByRole('table', { name: 'Next fires' });
    expect(within(preview).getAllByRole('row')[1]).toHaveTextContent('Jun 4, 2025, 7:00:00 AM UTC');

    await app.user.click(screen.getByRole('button', { name: 'Run now' }));
    const started = await screen.findByRole('status', { name: 'Invoices at seven started' });
    expect(started).toHaveTextContent(/Execution \S+ on RUNTIME-01\./);
    const link = within(started).getByRole('link', { name: 'Open the execution' });
    expect(link.getAttribute('href')).toMatch(/^\/executions\/RUNTIME-01\/[^/]+$/);
    // Its fire joins the history.
    const history = screen.getByRole('table', { name: 'History' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(2));
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent(/Started · Execution \S+/);

    await app.user.click(link);
    const facts = await screen.findByTestId('execution-facts');
    await waitFor(() =>
      expect(facts).toHaveTextContent(
        /started by the schedule Invoices at seven \(as operator@robot-console\.test\) on/,
      ),
    );
    expect(within(facts).getByRole('link', { name: 'Invoices at seven' })).toHaveAttribute(
      'href',
      `/schedules/${id}`,
    );

    languageChoiceStore.set('pt-BR');
    await waitFor(() =>
      expect(facts).toHaveTextContent(
        /iniciada pelo agendamento Invoices at seven \(como operator@robot-console\.test\)/,
      ),
    );
    await app.router.navigate('/queue');
    expect(await screen.findByText('pelo agendamento Invoices at seven')).toBeVisible();
    // Its export says so too, from the same words.
    const files = catchDownloads();
    await app.user.click(screen.getByRole('button', { name: 'Exportar' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'CSV (planilha)' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const [, row] = ((await files[0]?.text) ?? '').split('\r\n');
    expect(row?.split(';')[9]).toBe('pelo agendamento Invoices at seven');
  });

  it('says in the operator’s words why a run now did not start', async () => {
    const { app } = await openSchedule();
    mswServer.use(
      http.post('/api/schedules/:id/run', () =>
        HttpResponse.json(
          { error: 'upstream-not-found', message: 'The orchestration service did not start the run.' },
          { status: 502 },
        ),
      ),
    );
    await app.user.click(screen.getByRole('button', { name: 'Run now' }));
    const alert = await screen.findByRole('alert', { name: 'Invoices at seven did not start' });
    expect(alert).toHaveTextContent(
      'The orchestration service does not know what was asked for (404). Check the ids you entered.',
    );
  });

  it('says when its secret values can no longer be read, and asks for them again', async () => {
    // Sealed under a key this server has not got (another SESSION_SECRET).
    const secret = { name: 'password', value: 's3cret-value', secret: true };
    await openSchedule({ ...invoices, variables: [secret] }, (workspace) =>
      workspace.database.db
        .updateTable('schedules')
        .set({ secret_values: 'v2.AAAAAAAA.AAAA.AAAA' })
        .execute(),
    );
    const alert = screen.getByRole('alert', { name: 'Its secret values can no longer be read' });
    expect(alert).toHaveTextContent(
      'The saved values of password were sealed under another SESSION_SECRET (it was changed, or this server started with another). Its fires fail until you type them again below and save.',
    );
  });

  it('asks why when paused from its page, shows the note to the team, and clears it on resume', async () => {
    const { app, id } = await openSchedule();
    await app.user.click(screen.getByRole('button', { name: 'Pause' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause Invoices at seven?' });
    const note = within(dialog).getByRole('textbox', { name: /^Why it is paused/ });
    await waitFor(() => expect(note).toHaveFocus());
    await app.user.type(note, 'Month-end closing: the ERP is frozen');
    await app.user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    const paused = await screen.findByRole('status', { name: /^Paused: it does not fire until resumed/ });
    expect(paused).toHaveTextContent('Month-end closing: the ERP is frozen');
    expect(await app.workspace.schedules.detail(id)).toMatchObject({
      paused: true,
      pauseNote: 'Month-end closing: the ERP is frozen',
    });

    await app.user.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pause' })).toBeVisible());
    expect(await app.workspace.schedules.detail(id)).toMatchObject({ paused: false, pauseNote: null });

    // Paused again without a word: nothing reproaches it.
    await app.user.click(screen.getByRole('button', { name: 'Pause' }));
    const again = await screen.findByRole('dialog', { name: 'Pause Invoices at seven?' });
    expect(within(again).getByRole('textbox', { name: /^Why it is paused/ })).toHaveValue('');
    await app.user.click(within(again).getByRole('button', { name: 'Pause' }));
    expect(
      await screen.findByRole('status', { name: /^Paused: it does not fire until resumed/ }),
    ).toHaveTextContent('Paused without a note.');
  });

  it('pauses and resumes it from the command palette', async () => {
    const { app } = await openSchedule();
    await app.user.keyboard('{Control>}k{/Control}');
    const palette = await screen.findByRole('dialog');
    await app.user.type(within(palette).getByRole('combobox'), 'pause');
    await app.user.click(await within(palette).findByRole('option', { name: 'Pause Invoices at seven' }));
    expect(await screen.findByText('Paused Invoices at seven.')).toBeVisible();
    expect(
      await screen.findByRole('status', { name: /^Paused: it does not fire until resumed/ }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Paused' })).toBeChecked();

    await app.user.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pause' })).toBeVisible());
    expect(screen.getByRole('checkbox', { name: 'Paused' })).not.toBeChecked();
    // Pausing changed nothing else (the server defaults what a change does not send).
    expect(screen.getByRole('checkbox', { name: 'Skip weekends' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^Holidays calendar/ })).toHaveValue('BR');
  });

  it('says who changed it meanwhile, and applies the operator’s changes over theirs when they keep them', async () => {
    const { app, id } = await openSchedule();
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await app.user.clear(name);
    await app.user.type(name, 'Invoices at eight');
    // A colleague changes another setting first.
    await app.workspace.schedules.patch(id, { version: 1, catchUpMinutes: 30 }, 'bia@example.test');
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    const conflict = await screen.findByRole('alert', {
      name: 'bia@example.test changed this schedule after you opened it',
    });
    expect(conflict).toHaveFocus();
    await app.user.click(within(conflict).getByRole('button', { name: 'Keep my changes' }));
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('heading', { name: 'Invoices at eight', level: 1 })).toBeVisible();
    // Only what the operator changed was sent: the colleague's change stays.
    expect(screen.getByRole('textbox', { name: /^Catch-up window/ })).toHaveValue('30');
    // Whoever saved a change to when it runs is its owner, and the page says whose identity that is.
    expect(screen.getByText(/^Owner: /)).toHaveTextContent(
      `Owner: ${demoAccount.username}. Without a runner account its runs use the owner’s session`,
    );
  });
});
