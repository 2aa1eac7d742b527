import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { languageChoiceStore } from '@/lib/locale';
import { mswServer } from '@/testing/msw-server';
import { renderSignedIn } from '@/testing/render-app';
import { newScheduleDraft } from './schedule-draft';
import { onFixedClock } from './schedules-test-support';

type App = Awaited<ReturnType<typeof renderSignedIn>>;

/** The bodies of the `POST /api/schedules` the page sends, as the server receives them. */
function createdBodies(): unknown[] {
  const bodies: unknown[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/schedules') {
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
    }
  };
  mswServer.events.on('request:start', listener);
  onTestFinished(() => {
    mswServer.events.removeListener('request:start', listener);
  });
  return bodies;
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });
const select = (name: RegExp | string) => screen.getByRole('combobox', { name });
const cronWritten = () => screen.getByTestId('cron-written');

/** Puts `text` into a field as a paste does: one change, where typing would filter a list per key. */
async function paste(app: App, element: HTMLElement, text: string) {
  await app.user.click(element);
  await app.user.paste(text);
}

/** Fills what every new schedule needs but its timing. */
async function fillWhat(app: App) {
  await paste(app, field(/^Name/), 'Invoices at seven');
  await paste(app, select(/^Runtime ID/), 'RUNTIME-01');
  await paste(app, select(/^Robot ID/), 'invoice-bot');
  await app.user.click(document.body);
}

const setTime = (value: string) =>
  fireEvent.change(screen.getByLabelText(/^Time\W*$/), { target: { value } });

describe('the schedule form', () => {
  onFixedClock();

  it('creates a schedule with exactly what was typed: the server fills in its defaults', async () => {
    const app = await renderSignedIn('/schedules/new');
    await screen.findByRole('heading', { name: 'New schedule' });
    const bodies = createdBodies();
    await fillWhat(app);
    setTime('07:00');
    await app.user.clear(select(/^Time zone/));
    await paste(app, select(/^Time zone/), 'America/Sao_Paulo');
    await app.user.click(screen.getByRole('button', { name: 'Add variable' }));
    await paste(app, field(/^Variable name/), 'batch');
    await paste(app, field(/^Variable value/), 'NOV');
    await app.user.click(screen.getByRole('button', { name: 'Create schedule' }));

    expect(await screen.findByRole('heading', { name: 'Invoices at seven' })).toBeVisible();
    expect(bodies).toEqual([
      {
        name: 'Invoices at seven',
        runtimeId: 'RUNTIME-01',
        robotId: 'invoice-bot',
        cron: '0 7 * * *',
        timeZone: 'America/Sao_Paulo',
        variables: [{ name: 'batch', value: 'NOV' }],
      },
    ]);
    expect(app.router.state.location.pathname).toMatch(/^\/schedules\/[0-9a-f-]{36}$/);
    // The server's defaults, shown back as saved.
    expect(select(/^API version/)).toHaveValue('v2');
    expect(screen.getByRole('checkbox', { name: 'Skip weekends' })).not.toBeChecked();
    expect(field(/^Catch-up window/)).toHaveValue('15');
    // Created, the draft is gone: the next new schedule starts empty.
    expect(newScheduleDraft.get()).toBeNull();
  });

  it('keeps a new schedule as typed across a visit elsewhere, until it is created', async () => {
    const app = await renderSignedIn('/schedules/new');
    await screen.findByRole('heading', { name: 'New schedule' });
    await fillWhat(app);
    setTime('07:00');
    await app.router.navigate('/schedules');
    await screen.findByRole('heading', { name: 'Schedules' });
    await app.router.navigate('/schedules/new');
    await screen.findByRole('heading', { name: 'New schedule' });
    expect(field(/^Name/)).toHaveValue('Invoices at seven');
    expect(select(/^Robot ID/)).toHaveValue('invoice-bot');
    expect(screen.getByLabelText(/^Time\W*$/)).toHaveValue('07:00');
  });

  it('writes the cron of each case of the builder, and tells a cron in words in both languages', async () => {
    const app = await renderSignedIn('/schedules/new');
    await screen.findByRole('heading', { name: 'New schedule' });
    const fires = select('Fires');

    setTime('07:00');
    expect(cronWritten()).toHaveTextContent('Cron: 0 7 * * *');

    await app.user.selectOptions(fires, 'business-days');
    expect(cronWritten()).toHaveTextContent('Cron: 0 7 * * *');
    expect(screen.getByRole('checkbox', { name: 'Skip weekends' })).toBeChecked();

    await app.user.selectOptions(fires, 'weekly');
    setTime('08:30');
    const days = screen.getByRole('group', { name: /^Days/ });
    for (const day of ['Friday', 'Monday', 'Wednesday']) {
      await app.user.click(within(days).getByRole('checkbox', { name: day }));
    }
    expect(cronWritten()).toHaveTextContent('Cron: 30 8 * * 1,3,5');

    await app.user.selectOptions(fires, 'monthly');
    setTime('06:00');
    await app.user.selectOptions(select(/^Day of the month/), '15');
    expect(cronWritten()).toHaveTextContent('Cron: 0 6 15 * *');

    await app.user.selectOptions(fires, 'monthly-business-day');
    setTime('18:00');
    expect(select(/^Business day/)).toHaveValue('first');
    await app.user.selectOptions(select(/^Business day/), 'last');
    expect(cronWritten()).toHaveTextContent("Cron: 0 18 * * *, only on the month's last business day");

    await app.user.selectOptions(fires, 'every-minutes');
    await app.user.selectOptions(select('Every'), '30');
    await app.user.selectOptions(select('From'), '8');
    await app.user.selectOptions(select(/^Until/), '18');
    expect(cronWritten()).toHaveTextContent('Cron: */30 8-17 * * *');

    await app.user.selectOptions(fires, 'cron');
    await app.user.type(field(/^Cron/), '0 7 * * 1-5');
    expect(screen.getByTestId('cron-words')).toHaveTextContent('Means: At 07:00, Monday through Friday');

    languageChoiceStore.set('pt-BR');
    await waitFor(() =>
      expect(screen.getByTestId('cron-words')).toHaveTextContent(
        'Significa: Às 07:00, de segunda-feira a sexta-feira',
      ),
    );
  });

  it('names the cron field that cannot be read and its range, and the preview says what it waits for', async () => {
    const app = await renderSignedIn('/schedules/new');
    await screen.findByRole('heading', { name: 'New schedule' });
    const bodies = createdBodies();
    await fillWhat(app);
    const preview = () => screen.getByRole('heading', { name: 'Next fires' }).parentElement;
    expect(preview()).toHaveTextContent('Once when it fires (above) is filled in and can be read');
    await app.user.selectOptions(select('Fires'), 'cron');
    await app.user.type(field(/^Cron/), '61 * * * *');
    await app.user.click(screen.getByRole('button', { name: 'Create schedule' }));
    await waitFor(() => expect(field(/^Cron/)).toHaveAttribute('aria-invalid', 'true'));
    expect(field(/^Cron/)).toHaveAccessibleDescription(
      expect.stringContaining('The minute field “61” cannot be read: minutes are 0–59.'),
    );
    expect(preview()).toHaveTextContent('Once when it fires (above) is filled in and can be read');
    expect(bodies).toEqual([]);

    languageChoiceStore.set('pt-BR');
    await app.user.click(await screen.findByRole('button', { name: 'Criar agendamento' }));
    await waitFor(() =>
      expect(field(/^Cron/)).toHaveAccessibleDescription(
        expect.stringContaining('O campo de minuto “61” não pode ser lido: os minutos vão de 0 a 59.'),
      ),
    );
  });

  it("creates a schedule on the month's first business day, previews it and reads it back", async () => {
    const app = await renderSignedIn('/schedules/new');
    await screen.findByRole('heading', { name: 'New schedule' });
    const bodies = createdBodies();
    await fillWhat(app);
    await app.user.selectOptions(select('Fires'), 'monthly-business-day');
    setTime('07:00');
    await app.user.type(field(/^Holidays calendar/), 'BR');
    // The server's preview, from Tuesday 3 June 2025: 1 July, then 1 August (a Friday), in UTC.
    await waitFor(() => {
      const rows = within(screen.getByRole('table', { name: 'Next fires' })).getAllByRole('row');
      expect(rows[1]).toHaveTextContent('Jul 1, 2025, 7:00:00 AM UTC');
      expect(rows[2]).toHaveTextContent('Aug 1, 2025, 7:00:00 AM UTC');
    });
    await app.user.click(screen.getByRole('button', { name: 'Create schedule' }));

    expect(await screen.findByRole('heading', { name: 'Invoices at seven' })).toBeVisible();
    expect(bodies).toEqual([
      expect.objectContaining({ cron: '0 7 * * *', holidays: 'BR', businessDayOfMonth: 'first' }),
    ]);
    // Read back as the case that wrote it. (happy-dom does not show a select's value set before its first
    // render, so the words are checked here; e2e/mock/schedules.spec.ts checks the select in a browser.)
    expect(cronWritten()).toHaveTextContent("Cron: 0 7 * * *, only on the month's first business day");
    expect(select(/^Business day/)).toBeVisible();
  });

  it('shows the server’s refusal on the field it names', async () => {
    const app = await renderSignedIn('/schedules/new');
    await screen.findByRole('heading', { name: 'New schedule' });
    await fillWhat(app);
    setTime('07:00');
    // A calendar code of the right form that the server's holiday library does not have.
    await app.user.type(field(/^Holidays calendar/), 'XX');
    await app.user.click(screen.getByRole('button', { name: 'Create schedule' }));

    const holidays = field(/^Holidays calendar/);
    await waitFor(() => expect(holidays).toHaveAttribute('aria-invalid', 'true'));
    expect(holidays).toHaveAccessibleDescription(
      /The server refused this value: Unknown holiday calendar "XX"/,
    );
    expect(holidays).toHaveFocus();
    expect(app.router.state.location.pathname).toBe('/schedules/new');
  });
});
