import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Simulator } from '@/mocks/simulator/simulator';
import { renderSignedIn } from '@/testing/render-app';
import { including, pinBrowserLanguages, previewedBody, previewedJson } from './reporting-test-support';

type User = Awaited<ReturnType<typeof renderSignedIn>>['user'];

/** The page's names in the language the browser pins: the numbers follow it, and so do the words. */
const names = {
  en: {
    page: 'RPA executions',
    preview: 'Request preview',
    send: 'Send',
    processedAt: /Processed at/,
    ideaId: 'Idea ID',
    success: 'Successful executions',
    alert: 'Executions with alert',
    error: 'Executions with error',
    successTime: 'Success execution time (seconds)',
    alertTime: 'Alert execution time (seconds)',
    errorTime: 'Error execution time (seconds)',
  },
  'pt-BR': {
    page: 'Execuções de RPA',
    preview: 'Prévia da requisição',
    send: 'Enviar',
    processedAt: /Processado em/,
    ideaId: 'ID da ideia',
    success: 'Execuções com sucesso',
    alert: 'Execuções com alerta',
    error: 'Execuções com erro',
    successTime: 'Tempo das execuções com sucesso (segundos)',
    alertTime: 'Tempo das execuções com alerta (segundos)',
    errorTime: 'Tempo das execuções com erro (segundos)',
  },
} as const;

type Names = (typeof names)[keyof typeof names];
type Figure = Exclude<keyof Names, 'page' | 'preview' | 'send' | 'processedAt'>;

const field = (name: string) => screen.getByRole('textbox', { name });
const sent = (sim: Simulator) => sim.receivedRequests.filter((r) => r.endpoint === 'rpaRecord');

async function openRpa(sim: Simulator, page: Names) {
  const app = await renderSignedIn('/reporting/rpa', sim);
  await screen.findByRole('heading', { name: page.page });
  const form = () => screen.getByRole('form', { name: page.page });
  const fill = async (values: Partial<Record<Figure, string>>) => {
    for (const [figure, value] of Object.entries(values) as [Figure, string][]) {
      await app.user.clear(field(page[figure]));
      await app.user.type(field(page[figure]), value);
    }
    fireEvent.change(screen.getByLabelText(page.processedAt), { target: { value: '2026-11-22T14:05' } });
  };
  const send = (user: User) => user.click(within(form()).getByRole('button', { name: page.send }));
  return { ...app, fill, send };
}

const groupedInPtBr = {
  ideaId: '7031',
  success: '1.500',
  alert: '0',
  error: '12',
  successTime: '1.234.567',
  alertTime: '0',
  errorTime: '95',
};

describe('RPA form numbers in the browser language', () => {
  it('reads pt-BR grouping, shows the number it will send, and sends exactly the preview', async () => {
    pinBrowserLanguages('pt-BR', 'pt', 'en');
    const page = names['pt-BR'];
    const sim = new Simulator();
    const { user, fill, send } = await openRpa(sim, page);
    const preview = screen.getByRole('region', { name: page.preview });
    expect(within(preview).getByTestId('request-line')).toHaveTextContent('POST /api/integration/v2/rpa');
    expect(previewedBody()).toBeUndefined();

    await fill(groupedInPtBr);
    // The number the body will hold, as JSON writes it.
    expect(field(page.success)).toHaveAccessibleDescription('Enviado como 1500');
    expect(field(page.successTime)).toHaveAccessibleDescription('Enviado como 1234567');
    // Plain digits are already what is sent: the usual description stays.
    expect(field(page.errorTime)).toHaveAccessibleDescription(
      'Em segundos inteiros, somando todas as execuções',
    );
    const expected = {
      ideaId: 7031,
      successExecutionTime: 1_234_567,
      alertExecutionTime: 0,
      errorExecutionTime: 95,
      successExecutions: 1500,
      alertExecutions: 0,
      errorExecutions: 12,
      processedAt: new Date(2026, 10, 22, 14, 5).toISOString(),
    };
    expect(previewedBody()).toEqual(expected);
    const shown = previewedJson();

    await send(user);
    await waitFor(() => expect(sent(sim)).toHaveLength(1));
    expect(sent(sim)[0]?.body).toEqual(expected);
    // Same fields in the same order: the preview is the body, not a description of it.
    expect(JSON.stringify(sent(sim)[0]?.body)).toBe(shown);
  });

  it('refuses in pt-BR what is not pt-BR, with its separators, and sends nothing', async () => {
    pinBrowserLanguages('pt-BR');
    const page = names['pt-BR'];
    const sim = new Simulator();
    const { user, fill, send } = await openRpa(sim, page);
    await fill({
      ...groupedInPtBr,
      success: '1,5',
      error: '1.500,00',
      alertTime: '1.50',
      ideaId: '-7',
    });
    expect(previewedBody()).toBeUndefined();
    await send(user);

    expect(await screen.findByText('O ID da ideia não pode ser negativo.')).toBeInTheDocument();
    expect(field(page.success)).toHaveAccessibleDescription(
      including('Digite um número inteiro, sem casas decimais ("," marca os decimais).'),
    );
    expect(field(page.error)).toHaveAccessibleDescription(
      including('Digite um número inteiro, sem casas decimais ("," marca os decimais).'),
    );
    expect(field(page.alertTime)).toHaveAccessibleDescription(
      including('"." separa os milhares de três em três, por exemplo 1.500; ou digite 1500.'),
    );
    expect(field(page.error)).toHaveValue('1.500,00');
    expect(sent(sim)).toHaveLength(0);
  });

  it('reads en grouping in an en browser, and refuses pt-BR grouping there', async () => {
    pinBrowserLanguages('en-GB');
    const page = names.en;
    const sim = new Simulator();
    const { user, fill, send } = await openRpa(sim, page);
    await fill({ ...groupedInPtBr, success: '1,500', successTime: '1.234.567' });
    await send(user);
    // The refusal shows once the form has checked what was sent: a busy machine takes a while.
    await waitFor(() =>
      expect(field(page.successTime)).toHaveAccessibleDescription(
        including('Enter a whole number with digits only, e.g. 1500 or 1,500.'),
      ),
    );
    expect(sent(sim)).toHaveLength(0);

    await fill({ successTime: '1,234,567' });
    await send(user);
    await waitFor(() => expect(sent(sim)).toHaveLength(1));
    expect(sent(sim)[0]?.body).toMatchObject({ successExecutions: 1500, successExecutionTime: 1_234_567 });
  });
});
