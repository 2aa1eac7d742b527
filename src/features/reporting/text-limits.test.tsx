import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { textLimits } from '@/api/limits';
import { Simulator } from '@/mocks/simulator/simulator';
import { renderSignedIn } from '@/testing/render-app';
import { including, pinBrowserLanguages, receivedBodies } from './reporting-test-support';

// Issue 18: a supplier name of 5,000 characters was sent, and broke the Sent panel and the lists.
describe('the free text of reporting', () => {
  it('states the limit of a supplier name, refuses a longer one and sends one at the limit', async () => {
    pinBrowserLanguages('en-US', 'en');
    const sim = new Simulator();
    const { user } = await renderSignedIn('/reporting/suppliers', sim);
    const name = screen.getByRole('textbox', { name: /^Name/ });
    expect(name).toHaveAccessibleDescription("The supplier's identifying name, at most 120 characters");
    // Pasted rather than typed: a page of text arrives at once.
    fireEvent.change(name, { target: { value: 'a'.repeat(5_000) } });
    await user.click(screen.getByRole('radio', { name: /^System/ }));
    await user.type(screen.getByRole('textbox', { name: /^Hourly value/ }), '8');
    await user.click(screen.getByRole('button', { name: 'Send supplier' }));
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription(including('At most 120 characters; this has 5,000.')),
    );
    expect(name).toHaveFocus();
    expect(receivedBodies(sim, 'supplier')).toEqual([]);

    const atTheLimit = 'b'.repeat(textLimits.supplierName);
    fireEvent.change(name, { target: { value: atTheLimit } });
    await user.click(screen.getByRole('button', { name: 'Send supplier' }));
    await waitFor(() =>
      expect(receivedBodies(sim, 'supplier')).toEqual([{ name: atTheLimit, type: 3, hourValue: 8 }]),
    );
    // The Sent panel wraps the name the service returned, and shows it whole on hover.
    const answer = await screen.findByRole('table', { name: 'Supplier as returned' });
    expect(within(answer).getByTitle(atTheLimit)).toHaveStyle({ overflowWrap: 'anywhere' });
  });

  it('states the limit of a job position title in Portuguese, and refuses a longer one', async () => {
    pinBrowserLanguages('pt-BR', 'en-US');
    const sim = new Simulator();
    const { user } = await renderSignedIn('/reporting/job-positions', sim);
    const title = screen.getByRole('textbox', { name: /^Título/ });
    expect(title).toHaveAccessibleDescription(
      'O nome que identifica o cargo (o colaborador), com até 120 caracteres',
    );
    fireEvent.change(title, { target: { value: ` ${'c'.repeat(121)} ` } });
    await user.type(screen.getByRole('textbox', { name: /^Valor por hora/ }), '8');
    await user.click(screen.getByRole('button', { name: 'Enviar cargo' }));
    await waitFor(() =>
      expect(title).toHaveAccessibleDescription(including('No máximo 120 caracteres; este tem 121.')),
    );
    expect(receivedBodies(sim, 'jobPosition')).toEqual([]);
  });

  it('shows a long name sent before the limit cut, whole on hover, in every list', async () => {
    pinBrowserLanguages('en-US', 'en');
    const { router, workspace } = await renderSignedIn('/run');
    const long = `Acme ${'z'.repeat(4_995)}`;
    await workspace.history.record({
      form: 'suppliers',
      payload: { name: long, type: 3, hourValue: 8 },
      outcome: 'sent',
      answer: { idSupplier: 7, name: long, type: 3, hourValue: 8, standard: false },
      error: null,
      sentBy: 'bia@example.test',
      at: Date.UTC(2026, 10, 1),
    });
    await router.navigate('/reporting/suppliers');

    const known = await screen.findByRole('region', { name: 'Known suppliers' });
    const cell = await within(known).findByTitle(long);
    // Cut after two lines and wrapped anywhere (a name without spaces never widens its column).
    expect(cell).toHaveStyle({ overflowWrap: 'anywhere' });
    expect(cell).toHaveAttribute('data-line-clamp', 'true');
    const history = screen.getByRole('region', { name: 'Suppliers sent by the team' });
    expect(await within(history).findByTitle(`${long} · System · 8.00 per hour`)).toHaveStyle({
      overflowWrap: 'anywhere',
    });
  });
});
