import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { languageChoiceStore } from '@/lib/locale';
import { timeZoneChoiceStore } from '@/lib/format';
import { catchDownloads } from '@/testing/catch-downloads';
import { renderSignedIn, type RenderOptions } from '@/testing/render-app';
import { seedJournal } from '@/testing/server-seeds';

// A fixed "now", in the past (src/testing/fixed-clock.ts says why); the clock stands still in each test.
const now = Date.parse('2025-06-03T15:20:30Z');
const at = (time: string) => Date.parse(`2025-06-03T${time}:00Z`);
const dayBefore = now - 24 * 3_600_000;

type Workspace = Parameters<NonNullable<RenderOptions['seed']>>[0];

/** invoice-bot, 45 min by hand, succeeded twice (10 and 30 min) and failed once in the last 24 hours. */
async function seedWork(workspace: Workspace) {
  await seedJournal(workspace.database.db, [
    { id: 'ok-1', robot: 'invoice-bot', start: at('12:00'), end: at('12:10'), status: 'SUCCESS' },
    { id: 'ok-2', robot: 'invoice-bot', start: at('12:30'), end: at('13:00'), status: 'SUCCESS' },
    { id: 'bad-1', robot: 'invoice-bot', start: at('13:05'), end: at('13:25'), status: 'FAILED' },
  ]);
  await workspace.catalog.saveRobot(
    {
      robotId: 'invoice-bot',
      name: 'Invoices',
      description: '',
      variables: [],
      ideaId: 12,
      manualMinutes: 45,
    },
    undefined,
    'ana@example.test',
  );
}

/** The team sent the Analyst position at R$ 40/h and the supplier Acme at R$ 15/h the day before. */
async function seedSends(workspace: Workspace) {
  const sent = { outcome: 'sent', error: null, sentBy: 'ana@example.test', at: dayBefore } as const;
  await workspace.history.record({
    ...sent,
    form: 'job-positions',
    payload: { title: 'Analyst', hourValue: 40 },
    answer: { code: 201, status: 'CREATED' },
  });
  await workspace.history.record({
    ...sent,
    form: 'suppliers',
    payload: { name: 'Acme', type: 1, hourValue: 15 },
    answer: { idSupplier: 4, name: 'Acme', type: 1, hourValue: 15, standard: false },
  });
}

async function openWithReference(path = '/overview') {
  return renderSignedIn(path, undefined, {
    seed: async (workspace) => {
      await seedWork(workspace);
      await seedSends(workspace);
      await workspace.timeSavedReference.save(
        { jobPosition: 'Analyst', supplier: 'Acme' },
        0,
        'ana@example.test',
      );
    },
  });
}

describe("the time saved's value", () => {
  // The pages' own lazy parts are compiled here, where no test's time bound pays for it (warm-worker.ts
  // compiles the routes' modules only).
  beforeAll(async () => {
    await Promise.all([import('./time-saved-reference-form'), import('./monthly-summary-page')]);
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    timeZoneChoiceStore.set('utc');
  });
  afterEach(() => {
    vi.useRealTimers();
    timeZoneChoiceStore.set('local');
    languageChoiceStore.set('en');
  });

  it('shows the formula with every input it used, the English way', async () => {
    await openWithReference();
    const saved = await screen.findByRole('region', { name: 'Time saved' });
    // 2 × 45 min = 1.5 h saved; the robot's own 40 min are 0.67 h: 60.00 − 10.05.
    expect(saved).toHaveTextContent(
      '1.5 h × R$40.00/h (Analyst, sent Jun 2) − 0.67 h × R$15.00/h (Acme) = R$49.95',
    );
  });

  it('shows the formula in Portuguese, with R$ and comma decimals', async () => {
    languageChoiceStore.set('pt-BR');
    await openWithReference();
    const saved = await screen.findByRole('region', { name: 'Tempo economizado' });
    expect(saved).toHaveTextContent(
      '1,5 h × R$ 40,00/h (Analyst, enviado em 2 de jun.) − 0,67 h × R$ 15,00/h (Acme) = R$ 49,95',
    );
  });

  it('points an admin to the forms when no job position or supplier was sent yet', async () => {
    const app = await renderSignedIn('/overview', undefined, { seed: seedWork });
    const saved = await screen.findByRole('region', { name: 'Time saved' });
    expect(saved).toHaveTextContent('No job position is chosen yet to price these hours.');
    await app.user.click(within(saved).getByRole('button', { name: 'Choose the reference' }));
    expect(await within(saved).findByText(/No job position was sent yet/)).toBeInTheDocument();
    expect(within(saved).getByRole('link', { name: 'Open the job positions form' })).toHaveAttribute(
      'href',
      '/reporting/job-positions',
    );
    expect(within(saved).getByRole('link', { name: 'Open the suppliers form' })).toHaveAttribute(
      'href',
      '/reporting/suppliers',
    );
  });

  it('offers the positions sent with their hourly values, and saves the one an admin picks', async () => {
    const app = await renderSignedIn('/overview', undefined, {
      seed: async (workspace) => {
        await seedWork(workspace);
        await seedSends(workspace);
      },
    });
    const saved = await screen.findByRole('region', { name: 'Time saved' });
    await app.user.click(within(saved).getByRole('button', { name: 'Choose the reference' }));
    // The field, not its listbox (labelled by the same words).
    await app.user.click(await within(saved).findByRole('combobox', { name: 'Reference job position' }));
    // Each offered with its latest hourly value sent (saving it is the route tests').
    // Found by its text, then its role: a role query over the whole overview page costs seconds.
    const offered = await screen.findAllByText('Analyst — R$40.00/h');
    const option = offered.map((element) => element.closest<HTMLElement>('[role="option"]')).find(Boolean);
    if (option === null || option === undefined) throw new Error('Analyst is not offered');
    await app.user.click(option);
    await app.user.click(within(saved).getByRole('button', { name: 'Save the reference' }));
    await waitFor(() =>
      expect(within(saved).queryByRole('button', { name: 'Save the reference' })).toBeNull(),
    );
    expect(saved).toHaveTextContent('R$40.00/h (Analyst');
    expect((await app.workspace.timeSavedReference.get()).jobPosition).toBe('Analyst');
  });

  it("exports a month's summary per idea as CSV, in the operator's language", async () => {
    languageChoiceStore.set('pt-BR');
    const files = catchDownloads();
    const app = await openWithReference('/overview/summary?month=2025-06');
    await screen.findByRole('table', { name: 'junho de 2025' });
    await app.user.click(screen.getByRole('button', { name: 'Baixar CSV' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]?.name).toBe('summary-2025-06.csv');
    // Intl writes "R$ 40,00" with a no-break space; compared here as a plain one.
    const lines = ((await files[0]?.text) ?? '')
      .replaceAll('\u00a0', ' ')
      .split('\r\n')
      .filter((line) => line !== '');
    expect(lines).toEqual([
      '\uFEFFIdeia;Robôs;Com sucesso;Com alertas;Com erro;Outras;Horas dos robôs;Horas economizadas;Valor (R$);Como o valor é calculado;Documentos;Contagens de documentos ilegíveis',
      'Ideia 12;invoice-bot;2;0;1;0;0,67;1,5;49,95;1,5 h × R$ 40,00/h (Analyst, enviado em 2 de jun.) − 0,67 h × R$ 15,00/h (Acme) = R$ 49,95;0;0',
      'Mês inteiro;;2;0;1;0;0,67;1,5;49,95;1,5 h × R$ 40,00/h (Analyst, enviado em 2 de jun.) − 0,67 h × R$ 15,00/h (Acme) = R$ 49,95;0;0',
    ]);
  });
});
