import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { timeZoneChoiceStore } from '@/lib/format';
import { Simulator } from '@/mocks/simulator/simulator';
import { clockStartingAt } from '@/testing/fixed-clock';
import { renderSignedIn } from '@/testing/render-app';
import { catchDownloads } from '@/testing/catch-downloads';

// Its sends are recorded at fixed instants, shown beside the ones made now: the same day, every run.
clockStartingAt(Date.UTC(2026, 10, 27, 12, 0));

type App = Awaited<ReturnType<typeof renderSignedIn>>;

/** A supplier the service accepted and an older send it refused, as the server recorded them. */
async function seedSends(app: App) {
  await app.workspace.history.record({
    form: 'suppliers',
    payload: { name: 'Umbrella', type: 1, hourValue: 40 },
    outcome: 'failed',
    answer: null,
    // Recorded before the server kept the error's code: its English words only.
    error: 'Refused (status 502).',
    sentBy: 'bia@example.test',
    at: Date.UTC(2026, 0, 10, 12, 0),
  });
  await app.workspace.history.record({
    form: 'suppliers',
    payload: { name: 'Acme', type: 3, hourValue: 1500.75 },
    outcome: 'sent',
    answer: { idSupplier: 42, name: 'Acme', type: 3, hourValue: 1500.75, standard: false },
    error: null,
    sentBy: 'ana@example.test',
    at: Date.UTC(2026, 1, 10, 12, 0),
  });
}

describe('exporting a reporting history', () => {
  beforeEach(() => {
    timeZoneChoiceStore.set('utc');
  });

  it('saves every send of the form as a spreadsheet and as the server gave them', async () => {
    const app = await renderSignedIn('/run', new Simulator());
    await seedSends(app);
    const files = catchDownloads();
    await app.router.navigate('/reporting/suppliers');
    await screen.findByText(/Umbrella/);

    await app.user.click(screen.getByRole('button', { name: 'Export history' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'CSV (spreadsheet)' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]?.name).toMatch(/^suppliers-history-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
    expect(((await files[0]?.text) ?? '').split('\r\n')).toEqual([
      '\uFEFFSent,By,Outcome,Name,Type,Hourly value,Supplier ID,Why it failed',
      '2026-02-10 12:00:00,ana@example.test,Sent,Acme,System,1500.75,42,',
      '2026-01-10 12:00:00,bia@example.test,Failed,Umbrella,Automation,40,,Refused (status 502).',
      '',
    ]);

    await app.user.click(await screen.findByRole('button', { name: 'Export history' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'JSON' }));
    await waitFor(() => expect(files).toHaveLength(2));
    expect(files[1]?.name).toMatch(/^suppliers-history-.*\.json$/);
    expect(files[1]?.type).toBe('application/json');
    expect(JSON.parse((await files[1]?.text) ?? '')).toEqual([
      expect.objectContaining({
        form: 'suppliers',
        sentBy: 'ana@example.test',
        sentAt: Date.UTC(2026, 1, 10, 12, 0),
        payload: { name: 'Acme', type: 3, hourValue: 1500.75 },
        outcome: 'sent',
        answer: { idSupplier: 42, name: 'Acme', type: 3, hourValue: 1500.75, standard: false },
      }),
      expect.objectContaining({ outcome: 'failed', error: 'Refused (status 502).' }),
    ]);
  });
});
