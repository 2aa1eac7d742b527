import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { trackedExecutionsStore } from '@/lib/tracked-executions';
import { mswServer } from '@/testing/msw-server';
import { renderSignedIn } from '@/testing/render-app';

describe('the app-wide watcher', () => {
  it('never asks for an execution whose id cannot work, and says why in the queue', async () => {
    // Tracked before the forms checked ids: a slash cannot be one path segment.
    trackedExecutionsStore.set([
      { computerId: 'RUNTIME-01', executionId: 'abc/123', source: 'track', addedAt: 0, ended: false },
    ]);
    let reads = 0;
    mswServer.use(
      http.get('/orchestrator/api/integration/v1/result/*', () => {
        reads += 1;
        return HttpResponse.json({ message: 'not expected' }, { status: 500 });
      }),
    );
    await renderSignedIn('/queue');

    expect(
      await screen.findByText('Not followed: The execution ID cannot contain "/" or "\\".'),
    ).toBeInTheDocument();
    expect(trackedExecutionsStore.get()[0]?.lostReason).toBe(
      'Not followed: The execution ID cannot contain "/" or "\\".',
    );
    expect(reads).toBe(0);
  });
});
