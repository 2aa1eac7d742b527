import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Simulator } from '@/mocks/simulator/simulator';
import { renderSignedIn } from '@/testing/render-app';
import { including, pinBrowserLanguages, receivedBodies, previewedBody } from './reporting-test-support';

// Issue 18: "1.500" typed in English was sent as 1.5; a Brazilian on an English browser meant 1500.
describe('a number that reads two ways', () => {
  it('is asked about in English before anything is sent, and the answer replaces the text', async () => {
    pinBrowserLanguages('en-US', 'en');
    const sim = new Simulator();
    const { user } = await renderSignedIn('/reporting/suppliers', sim);
    const hourly = () => screen.getByRole('textbox', { name: /^Hourly value/ });
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Acme');
    await user.click(screen.getByRole('radio', { name: /^System/ }));
    await user.type(hourly(), '1.500');

    const question = '“1.500” reads two ways: did you mean 1500 or 1.5?';
    expect(hourly()).toHaveAccessibleDescription(question);
    const choice = screen.getByRole('group', { name: question });
    expect(previewedBody()).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Send supplier' }));
    await waitFor(() =>
      expect(hourly()).toHaveAccessibleDescription(including('Choose the number you meant before sending.')),
    );
    expect(hourly()).toHaveFocus();
    expect(receivedBodies(sim, 'supplier')).toEqual([]);

    await user.click(within(choice).getByRole('button', { name: 'I meant 1500' }));
    expect(hourly()).toHaveValue('1500');
    expect(hourly()).toHaveFocus();
    await waitFor(() => expect(hourly()).toHaveAccessibleDescription('= 1,500.00 per hour'));
    expect(screen.queryByRole('group', { name: question })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send supplier' }));
    await screen.findByRole('table', { name: 'Supplier as returned' });
    expect(receivedBodies(sim, 'supplier')).toEqual([{ name: 'Acme', type: 3, hourValue: 1500 }]);
  });

  it('is asked about in Portuguese too, and the smaller number can be chosen', async () => {
    pinBrowserLanguages('pt-BR', 'en-US');
    const sim = new Simulator();
    const { user } = await renderSignedIn('/reporting/job-positions', sim);
    const hourly = () => screen.getByRole('textbox', { name: /^Valor por hora/ });
    await user.type(screen.getByRole('textbox', { name: /^Título/ }), 'Analista');
    await user.type(hourly(), '12,345');

    const question = '“12,345” pode ser lido de dois jeitos: você quis dizer 12345 ou 12,3450?';
    expect(hourly()).toHaveAccessibleDescription(question);
    await user.click(screen.getByRole('button', { name: 'Enviar cargo' }));
    await waitFor(() =>
      expect(hourly()).toHaveAccessibleDescription(
        including('Escolha o número que você quis dizer antes de enviar.'),
      ),
    );
    expect(receivedBodies(sim, 'jobPosition')).toEqual([]);

    const choice = screen.getByRole('group', { name: question });
    await user.click(within(choice).getByRole('button', { name: 'Quis dizer 12,3450' }));
    // Four decimals read one way only.
    expect(hourly()).toHaveValue('12,3450');
    await waitFor(() => expect(hourly()).toHaveAccessibleDescription('= 12,345 por hora'));
    await user.click(screen.getByRole('button', { name: 'Enviar cargo' }));
    await waitFor(() =>
      expect(receivedBodies(sim, 'jobPosition')).toEqual([{ title: 'Analista', hourValue: 12.345 }]),
    );
  });
});
