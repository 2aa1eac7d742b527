import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timeZoneChoiceStore } from '@/lib/format';
import { Simulator } from '@/mocks/simulator/simulator';
import { renderSignedIn } from '@/testing/render-app';
import { catchDownloads } from '@/testing/catch-downloads';

// A fixed "now", whatever day the tests run; the clock stands still during each test.
// In the past, as src/testing/fixed-clock.ts says why.
const now = Date.parse('2025-06-03T15:20:30Z');
const hour = 3_600_000;

describe('exporting the activity', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
    timeZoneChoiceStore.set('utc');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves the entries the filters match, in the words the table shows', async () => {
    const app = await renderSignedIn('/run', new Simulator());
    const log = app.workspace.activity;
    await log.record({ actor: 'bia@example.test', action: 'sign-in', target: 'session', at: now - 5 * hour });
    await log.record({
      actor: 'bia@example.test',
      action: 'run',
      target: 'invoice-bot on RUNTIME-01',
      details: { executionId: 'E7', variables: 2 },
      at: now - 4 * hour,
    });
    await log.record({ actor: 'carla@example.test', action: 'delete', target: 'E9', at: now - 3 * hour });
    const files = catchDownloads();
    await app.router.navigate('/activity?actor=bia%40example.test');
    await screen.findByText('Execution E7 · 2 variables');

    await app.user.click(screen.getByRole('button', { name: 'Export' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'CSV (spreadsheet)' }));

    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]?.name).toMatch(/^activity-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
    expect(((await files[0]?.text) ?? '').split('\r\n')).toEqual([
      '\uFEFFWhen,Operator,Action,What,Details',
      '2025-06-03 11:20:30,bia@example.test,Started a robot,invoice-bot on RUNTIME-01,Execution E7 · 2 variables',
      '2025-06-03 10:20:30,bia@example.test,Signed in,,',
      '',
    ]);
    expect(await screen.findByText(/Saved 2 rows as activity-.*\.csv\./)).toBeInTheDocument();
  });
});
