import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { languageChoiceStore } from '@/lib/locale';
import { demoAccount } from '@/mocks/simulator/demo';
import { Simulator } from '@/mocks/simulator/simulator';
import { mswServer } from '@/testing/msw-server';
import { renderSignedIn } from '@/testing/render-app';

type App = Awaited<ReturnType<typeof renderSignedIn>>;

// A fixed "now", whatever day the tests run; the clock stands still during each test.
// In the past, as src/testing/fixed-clock.ts says why.
const now = Date.parse('2025-06-03T15:20:30Z');
const hour = 3_600_000;

const rows = (name = 'Activity') => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);
const search = (app: App) => new URLSearchParams(app.router.state.location.search);

/** The query strings of the activity reads the page makes, as the server receives them. */
function activityReads(): URLSearchParams[] {
  const reads: URLSearchParams[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/activity') reads.push(url.searchParams);
  };
  mswServer.events.on('request:start', listener);
  onTestFinished(() => {
    mswServer.events.removeListener('request:start', listener);
  });
  return reads;
}

/** What colleagues did, as the server logged it, before this operator opens the page. */
async function seedActivity(app: App) {
  const log = app.workspace.activity;
  await log.record({ actor: 'bia@example.test', action: 'sign-in', target: 'session', at: now - 5 * hour });
  await log.record({
    actor: 'bia@example.test',
    action: 'run',
    target: 'invoice-bot on RUNTIME-01',
    details: { executionId: 'E7', variables: 2 },
    at: now - 4 * hour,
  });
  await log.record({
    actor: 'carla@example.test',
    action: 'delete',
    target: 'E9 on RUNTIME-02',
    details: { inJournal: true },
    at: now - 3 * hour,
  });
  await log.record({
    actor: 'carla@example.test',
    action: 'catalog-save',
    target: 'Robot Invoices (invoice-bot)',
    at: now - 2 * hour,
  });
}

describe('activity page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lists the sign-in and a reporting send, newest first, in plain words', async () => {
    const app = await renderSignedIn('/run', new Simulator());
    // A job position sent through the server's proxy, which records it as it relays it (the reporting
    // pages' own tests send through the form).
    const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
    await app.workspace.recorder.record({
      endpoint: 'jobPosition',
      params: {},
      requestBody: bytes({ title: 'Analyst', hourValue: 20 }),
      status: 200,
      answerBody: bytes({ id: 7, title: 'Analyst', hourValue: 20 }),
      username: demoAccount.username,
      at: now,
    });

    await app.user.click(screen.getByRole('link', { name: 'Activity' }));
    await screen.findByRole('heading', { name: 'Activity' });
    await waitFor(() => expect(rows()).toHaveLength(2));
    const [send, signIn] = rows();
    expect(send).toHaveTextContent(
      new RegExp(
        `${demoAccount.username}.*Sent a reporting record.*Job positions record.*Accepted by the service`,
      ),
    );
    expect(signIn).toHaveTextContent(new RegExp(`${demoAccount.username}.*Signed in`));
    expect(screen.getByText('1–2 of 2 entries')).toBeInTheDocument();
    // Never a password or a token.
    expect(document.body).not.toHaveTextContent(demoAccount.password);
  });

  /** Opens the activity page on the four seeded entries and the sign-in, counting its reads. */
  async function openSeeded() {
    const app = await renderSignedIn('/run', new Simulator());
    await seedActivity(app);
    const reads = activityReads();
    await app.router.navigate('/activity');
    await waitFor(() => expect(rows()).toHaveLength(5));
    return { app, reads };
  }

  it('filters by operator and by actions, on the server and in the URL', async () => {
    const { app, reads } = await openSeeded();

    // Operator: applied on Enter.
    await app.user.type(screen.getByRole('combobox', { name: /^Operator/ }), 'carla@example.test{Enter}');
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(search(app).get('actor')).toBe('carla@example.test');
    expect(reads.at(-1)?.get('actor')).toBe('carla@example.test');
    expect(rows()[0]).toHaveTextContent(/Saved a catalog entry.*Robot Invoices \(invoice-bot\)/);

    // One action or more.
    await app.user.click(screen.getByRole('combobox', { name: 'Operator' }));
    await app.user.clear(screen.getByRole('combobox', { name: 'Operator' }));
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(search(app).get('actor')).toBeNull());
    await waitFor(() => expect(rows()).toHaveLength(5));
    await app.user.click(screen.getByRole('combobox', { name: 'Actions' }));
    await app.user.click(await screen.findByRole('option', { name: 'Started a robot' }));
    await app.user.click(await screen.findByRole('option', { name: 'Deleted a queued execution' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(search(app).getAll('action')).toEqual(['run', 'delete']);
    expect(reads.at(-1)?.getAll('action')).toEqual(['run', 'delete']);
    expect(rows()[0]).toHaveTextContent(/carla@example\.test.*Deleted a queued execution.*E9 on RUNTIME-02/);
    expect(rows()[1]).toHaveTextContent(
      /bia@example\.test.*Started a robot.*invoice-bot on RUNTIME-01.*Execution E7 · 2 variables/,
    );
  });

  it('filters by period and by text, on the server and in the URL', async () => {
    const { app, reads } = await openSeeded();

    // A period: from three and a half hours ago (the delete, the catalog save and this sign-in).
    const from = new Date(now - 3.5 * hour);
    const fromInput = `${String(from.getFullYear())}-${String(from.getMonth() + 1).padStart(2, '0')}-${String(from.getDate()).padStart(2, '0')}T${String(from.getHours()).padStart(2, '0')}:${String(from.getMinutes()).padStart(2, '0')}`;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: fromInput } });
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(rows()[2]).toHaveTextContent(/carla@example\.test.*Deleted a queued execution/);
    expect(search(app).get('from')).toBe(fromInput);
    expect(reads.at(-1)?.get('from')).toBe(String(new Date(fromInput).getTime()));

    // Text, once typing pauses.
    await app.user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(app.router.state.location.search).toBe('');
    await app.user.type(screen.getByRole('searchbox', { name: 'Search' }), 'e7');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(search(app).get('q')).toBe('e7');
    expect(reads.at(-1)?.get('q')).toBe('e7');
  });

  it('opens a shared link with its filters, and says when nothing matches', async () => {
    const app = await renderSignedIn('/run', new Simulator());
    await seedActivity(app);
    await app.router.navigate('/activity?actor=bia%40example.test&action=delete');

    expect(await screen.findByText('No activity matches these filters.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: /^Operator/ })).toHaveValue('bia@example.test');
    await app.user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(screen.getByRole('combobox', { name: /^Operator/ })).toHaveValue('');
  });

  it('says how many entries there are when a link asks for a page past the last one', async () => {
    // Only this operator's sign-in: one entry.
    await renderSignedIn('/activity?page=3', new Simulator());
    expect(await screen.findByText('No entries on page 3: there is only 1.')).toBeInTheDocument();
  });

  it('pages through the log, newest first', async () => {
    const app = await renderSignedIn('/run', new Simulator());
    for (let index = 1; index <= 55; index += 1) {
      await app.workspace.activity.record({
        actor: 'bia@example.test',
        action: 'track',
        target: `E${String(index)} on RUNTIME-01`,
        at: now - hour + index * 1_000,
      });
    }
    await app.router.navigate('/activity');
    await waitFor(() => expect(rows()).toHaveLength(50));
    // The sign-in happened last.
    expect(rows()[0]).toHaveTextContent('Signed in');
    expect(rows()[1]).toHaveTextContent('E55 on RUNTIME-01');
    expect(screen.getByText('1–50 of 56 entries')).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(rows()).toHaveLength(6));
    expect(search(app).get('page')).toBe('2');
    expect(rows()[0]).toHaveTextContent('E6 on RUNTIME-01');
    expect(screen.getByText('51–56 of 56 entries')).toBeInTheDocument();
  });

  it('says when the log cannot be read, and reads it again on request', async () => {
    const app = await renderSignedIn('/run', new Simulator());
    // What the server answers while its database is out of reach; after two retries the page gives up.
    let failures = 0;
    mswServer.use(
      http.get('/api/activity', () => {
        failures += 1;
        if (failures > 3) return undefined;
        return HttpResponse.json(
          { error: 'database-unavailable', message: "The console's database cannot be reached right now." },
          { status: 503 },
        );
      }),
    );
    await app.router.navigate('/activity');
    const alert = await screen.findByRole('alert', { name: 'The activity could not be loaded' });
    // The console's own words for the server's code, not the server's English message.
    expect(alert).toHaveTextContent('The team workspace’s database cannot be reached right now.');
    expect(failures).toBe(3);
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]).toHaveTextContent('Signed in');
  });

  it('speaks Brazilian Portuguese: its filters, actions, facts, dates and counts', async () => {
    languageChoiceStore.set('pt-BR');
    const app = await renderSignedIn('/run', new Simulator());
    await seedActivity(app);
    await app.router.navigate('/activity');

    expect(await screen.findByRole('heading', { name: 'Atividade' })).toBeVisible();
    await waitFor(() => expect(rows('Atividade')).toHaveLength(5));
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Quando',
      'Operador',
      'Ação',
      'O quê',
    ]);
    // Newest first: this operator's sign-in, then the colleagues' catalog save, delete, run and sign-in.
    const [signIn, save, , run] = rows('Atividade');
    expect(signIn).toHaveTextContent(new RegExp(`${demoAccount.username}.*Entrou`));
    expect(save).toHaveTextContent(/Salvou uma entrada do catálogo.*Robot Invoices \(invoice-bot\)/);
    // The ids the server kept are shown as they came; the words around them and the facts in Portuguese.
    expect(run).toHaveTextContent(
      /bia@example\.test.*Executou um robô.*invoice-bot em RUNTIME-01.*Execução E7 · 2 variáveis/,
    );
    // How long ago, in Portuguese, with the exact instant (a pt-BR date) on hover.
    const when = run?.querySelector('time');
    expect(when).toHaveTextContent('há 4 h');
    expect(when).toHaveAttribute('title', formatDateTime(now - 4 * hour, 'pt-BR'));
    expect(when?.getAttribute('title')).toMatch(/3 de jun\. de 2025/);
    expect(screen.getByText('1–5 de 5 registros')).toBeInTheDocument();

    expect(screen.getByRole('searchbox', { name: 'Pesquisar' })).toHaveAttribute(
      'placeholder',
      'Robô, Runtime, execução, entrada',
    );
    await app.user.click(screen.getByRole('combobox', { name: 'Ações' }));
    expect(await screen.findByRole('option', { name: 'Excluiu uma execução da fila' })).toBeInTheDocument();
    await app.user.keyboard('{Escape}');

    // A period that ends before it starts says so, in Portuguese.
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2025-06-02T08:00' } });
    fireEvent.change(screen.getByLabelText(/^Até/), { target: { value: '2025-06-01T08:00' } });
    expect(await screen.findByText('Escolha um horário depois do campo De.')).toBeVisible();

    await app.router.navigate('/activity?actor=bia%40example.test&action=delete');
    const none = await screen.findByText('Nenhuma atividade corresponde a estes filtros.');
    expect(none).toBeVisible();
    await app.user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(rows('Atividade')).toHaveLength(5));
  });
});
