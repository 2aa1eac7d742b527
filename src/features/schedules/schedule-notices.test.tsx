import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '@/testing/render-app';
import { noticeCursorStore } from './schedule-notices';
import { addFire, addSchedule, now, onFixedClock } from './schedules-test-support';

const minute = 60_000;

describe('the owner’s schedule notices', () => {
  onFixedClock();

  it('tells the owner, on any page, of each fire that went wrong, once, with a link to the schedule', async () => {
    let id = '';
    const app = await renderSignedIn('/run', undefined, {
      seed: async (workspace) => {
        id = await addSchedule(workspace);
        await addFire(workspace, id, now - 10 * minute, {
          state: 'missed',
          reason: 'no-one-signed-in',
          announce: true,
        });
      },
    });
    const missed =
      'Invoices at seven did not run at 07:00 AM UTC: nobody was signed in and there is no runner account';
    expect(await screen.findByText(missed, { exact: false })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open the schedule' })).toHaveAttribute(
      'href',
      `/schedules/${id}`,
    );

    // A later one, found when the operator comes back to the tab a minute later: only it is new.
    await addFire(app.workspace, id, now - 5 * minute, {
      state: 'failed',
      reason: 'refused',
      detail: 'upstream-not-found',
      announce: true,
    });
    vi.setSystemTime(now + 61_000);
    window.dispatchEvent(new Event('visibilitychange'));
    expect(
      await screen.findByText(
        'Invoices at seven did not start at 07:05 AM UTC: the service refused the run — The orchestration service does not know what was asked for (404). Check the ids you entered.',
        { exact: false },
      ),
    ).toBeVisible();
    expect(screen.getAllByText(missed, { exact: false })).toHaveLength(1);
    // Remembered in this browser, so a reload does not tell them again.
    await waitFor(() => expect(noticeCursorStore.get()?.cursor).toBeGreaterThan(0));
    expect(noticeCursorStore.get()?.user).toBe('operator@robot-console.test');
  });
});
