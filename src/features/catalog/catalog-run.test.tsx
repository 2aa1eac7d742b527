import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { invoiceRobot, mainRuntime, openCatalog } from './catalog-test-utils';

const runtimeField = () => screen.getByRole('combobox', { name: /Runtime ID/ });
const robotField = () => screen.getByRole('combobox', { name: /Robot ID/ });

describe("running a robot from the catalog's list", () => {
  it("opens the run form with the robot, its template and the catalog's only Runtime", async () => {
    const { user, router } = await openCatalog({ runtimes: [mainRuntime], robots: [invoiceRobot] });
    const row = screen.getByRole('row', { name: /Invoice reader/ });
    await user.click(within(row).getByRole('link', { name: 'Run Invoice reader' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/run'));
    const note = await screen.findByTestId('prefill-note');
    expect(note).toHaveTextContent(
      'Robot Invoice reader picked from the team’s catalog: its variables were filled in.',
    );
    expect(note).toHaveTextContent('Runtime RT-01 was filled in too: check it before pressing Run.');
    expect(robotField()).toHaveValue('INVOICES');
    expect(runtimeField()).toHaveValue('RT-01');
    expect(screen.getByLabelText(/Variable name/)).toHaveValue('customer');
    expect(screen.getByLabelText(/Variable value/)).toHaveValue('ACME');
    expect(screen.getByTestId('request-line')).toHaveTextContent(
      'POST /api/integration/v2/run/RT-01/INVOICES',
    );
  });

  it('leaves the Runtime to the operator when the catalog has several', async () => {
    const other = { computerId: 'RT-02', name: 'Night runtime', description: '' };
    const { user, router } = await openCatalog({ runtimes: [mainRuntime, other], robots: [invoiceRobot] });
    await user.click(screen.getByRole('link', { name: 'Run Invoice reader' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/run'));
    expect(await screen.findByTestId('prefill-note')).not.toHaveTextContent('Runtime');
    expect(robotField()).toHaveValue('INVOICES');
    expect(runtimeField()).toHaveValue('');
    expect(screen.getByLabelText(/Variable name/)).toHaveValue('customer');
  });
});
