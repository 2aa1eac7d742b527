import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Simulator } from '@/mocks/simulator';
import { renderSignedIn } from '@/testing/render-app';
import { including, pinBrowserLanguages, previewedBody, previewedJson } from './reporting-test-support';

type User = Awaited<ReturnType<typeof renderSignedIn>>['user'];

const field = (name: string) => screen.getByRole('textbox', { name });
const form = () => screen.getByRole('form', { name: 'RPA executions' });
const preview = () => screen.getByRole('region', { name: 'Request preview' });
const sent = (sim: Simulator) => sim.receivedRequests.filter((r) => r.endpoint === 'rpaRecord');

async function openRpa(sim: Simulator) {
  const app = await renderSignedIn('/reporting/rpa', sim);
  await screen.findByRole('heading', { name: 'RPA executions' });
  return app;
}

async function fill(user: User, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    await user.clear(field(name));
    await user.type(field(name), value);
  }
  fireEvent.change(screen.getByLabelText(/Processed at/), { target: { value: '2026-11-22T14:05' } });
}

const groupedInPtBr = {
  'Idea ID': '7031',
  'Successful executions': '1.500',
  'Executions with alert': '0',
  'Executions with error': '12',
  'Success execution time (seconds)': '1.234.567',
  'Alert execution time (seconds)': '0',
  'Error execution time (seconds)': '95',
};

describe('RPA form numbers in the browser language', () => {
  it('reads pt-BR grouping, shows the number it will send, and sends exactly the preview', async () => {
    pinBrowserLanguages('pt-BR', 'pt', 'en');
    const sim = new Simulator();
    const { user } = await openRpa(sim);
    expect(within(preview()).getByTestId('request-line')).toHaveTextContent('POST /api/integration/v2/rpa');
    expect(previewedBody()).toBeUndefined();

    await fill(user, groupedInPtBr);
    expect(field('Successful executions')).toHaveAccessibleDescription('Sent as 1500');
    expect(field('Success execution time (seconds)')).toHaveAccessibleDescription('Sent as 1234567');
    // Plain digits are already what is sent: the usual description stays.
    expect(field('Error execution time (seconds)')).toHaveAccessibleDescription(
      'Whole seconds, summed over the executions',
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

    await user.click(within(form()).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent(sim)).toHaveLength(1));
    expect(sent(sim)[0]?.body).toEqual(expected);
    // Same fields in the same order: the preview is the body, not a description of it.
    expect(JSON.stringify(sent(sim)[0]?.body)).toBe(shown);
  });

  it('refuses in pt-BR what is not pt-BR, with its separators, and sends nothing', async () => {
    pinBrowserLanguages('pt-BR');
    const sim = new Simulator();
    const { user } = await openRpa(sim);
    await fill(user, {
      ...groupedInPtBr,
      'Successful executions': '1,5',
      'Executions with error': '1.500,00',
      'Alert execution time (seconds)': '1.50',
      'Idea ID': '-7',
    });
    expect(previewedBody()).toBeUndefined();
    await user.click(within(form()).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('The idea ID cannot be negative.')).toBeInTheDocument();
    expect(field('Successful executions')).toHaveAccessibleDescription(
      including('Enter a whole number, without decimals ("," marks decimals).'),
    );
    expect(field('Executions with error')).toHaveAccessibleDescription(
      including('Enter a whole number, without decimals ("," marks decimals).'),
    );
    expect(field('Alert execution time (seconds)')).toHaveAccessibleDescription(
      including('"." groups thousands in threes, e.g. 1.500; or type 1500.'),
    );
    expect(field('Executions with error')).toHaveValue('1.500,00');
    expect(sent(sim)).toHaveLength(0);
  });

  it('reads en grouping in an en browser, and refuses pt-BR grouping there', async () => {
    pinBrowserLanguages('en-GB');
    const sim = new Simulator();
    const { user } = await openRpa(sim);
    await fill(user, {
      ...groupedInPtBr,
      'Successful executions': '1,500',
      'Success execution time (seconds)': '1.234.567',
    });
    await user.click(within(form()).getByRole('button', { name: 'Send' }));
    expect(field('Success execution time (seconds)')).toHaveAccessibleDescription(
      including('Enter a whole number with digits only, e.g. 1500 or 1,500.'),
    );
    expect(sent(sim)).toHaveLength(0);

    await fill(user, { 'Success execution time (seconds)': '1,234,567' });
    await user.click(within(form()).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent(sim)).toHaveLength(1));
    expect(sent(sim)[0]?.body).toMatchObject({ successExecutions: 1500, successExecutionTime: 1_234_567 });
  });
});
