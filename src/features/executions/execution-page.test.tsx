import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { maxIdLength } from '@/api/ids';
import { trackedExecutionsStore } from '@/lib/tracked-executions';
import { Simulator } from '@/mocks/simulator';
import { mswServer } from '@/testing/msw-server';
import { renderSignedIn } from '@/testing/render-app';

const resultPath = '/orchestrator/api/integration/v1/result/:computerId/:executionId';
const init = Date.parse('2026-11-22T10:00:00Z');

afterEach(() => {
  vi.useRealTimers();
});

describe('execution view', () => {
  it('shows an unknown status as it comes and stops polling once `end` is set', async () => {
    // The polling limit counts from `init`, so the clock is set a minute after it, whatever today is.
    // Timers are fake too (moving with real time) so that "no more reads" can be checked by jumping ahead.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(init + 60_000);
    const answers = [
      {
        status: 'WAITING_FOR_HUMAN',
        progress: 40,
        end: null,
        logs: ['step 1', { message: 'step 2', date: init }],
      },
      {
        status: 'ARCHIVED',
        progress: 100,
        end: '2026-11-22T10:00:05Z',
        logs: ['step 1', { message: 'step 2' }, 7],
      },
    ];
    let reads = 0;
    const { router } = await renderSignedIn('/run');
    mswServer.use(
      http.get(resultPath, () => {
        const answer = answers[Math.min(reads, answers.length - 1)];
        reads += 1;
        return HttpResponse.json({ _id: 'E1', init, returnValue: { ok: 1 }, ...answer });
      }),
    );
    await router.navigate('/executions/RUNTIME-01/E1');

    expect(await screen.findByText('WAITING_FOR_HUMAN')).toBeInTheDocument();
    // 40 is above 1, so it can only be a percentage (spec-gaps.ts).
    expect(screen.getByRole('progressbar', { name: 'Execution progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(screen.getByText('step 2')).toBeInTheDocument();

    // The next poll is due one interval later.
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await screen.findByText('ARCHIVED')).toBeInTheDocument();
    expect(screen.getByTestId('poll-status')).toHaveTextContent('Ended: no longer updating.');
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(screen.getByTestId('return-value')).toHaveTextContent('"ok": 1');
    const readsAtEnd = reads;
    // Ten polling intervals later, nothing has been read again.
    await vi.advanceTimersByTimeAsync(20_000);
    expect(reads).toBe(readsAtEnd);
  });

  it('explains a result that is not found', async () => {
    const { router } = await renderSignedIn('/run', new Simulator());
    await router.navigate('/executions/RUNTIME-01/no-such-id');
    expect(await screen.findByText('Execution not found')).toBeInTheDocument();
  });

  it('explains an address whose ids cannot work instead of asking the service', async () => {
    const { router } = await renderSignedIn('/run');
    let reads = 0;
    mswServer.use(
      http.get(resultPath, () => {
        reads += 1;
        return HttpResponse.json({ message: 'not expected' }, { status: 500 });
      }),
    );
    await router.navigate(`/executions/RUNTIME-01/${'x'.repeat(maxIdLength + 1)}`);

    expect(await screen.findByText('This address does not name an execution')).toBeInTheDocument();
    expect(
      screen.getByText(/The execution ID can be at most 200 characters long\. Open the execution from/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'the queue' })).toHaveAttribute('href', '/queue');
    expect(screen.queryByRole('button', { name: 'Track in queue' })).not.toBeInTheDocument();
    expect(reads).toBe(0);
  });

  it('tracks a deep-linked execution in the queue on request', async () => {
    const sim = new Simulator();
    const id = sim.startExecution('RUNTIME-01', 'invoice-bot', null);
    const { router, user } = await renderSignedIn('/run', sim);
    await router.navigate(`/executions/RUNTIME-01/${id}`);
    await user.click(await screen.findByRole('button', { name: 'Track in queue' }));
    await waitFor(() =>
      expect(trackedExecutionsStore.get()).toEqual([
        expect.objectContaining({ computerId: 'RUNTIME-01', executionId: id, source: 'track' }),
      ]),
    );
    expect(screen.queryByRole('button', { name: 'Run again' })).not.toBeInTheDocument();
    expect(screen.getByText(/its inputs are unknown here/)).toBeInTheDocument();
  });

  it('runs again with the same inputs and opens the new execution', async () => {
    const sim = new Simulator();
    const { router, user } = await renderSignedIn('/run', sim);
    await user.type(screen.getByRole('combobox', { name: /Runtime ID/ }), 'RUNTIME-01');
    await user.type(screen.getByRole('combobox', { name: /Robot ID/ }), 'invoice-bot');
    await user.click(screen.getByRole('button', { name: 'Add variable' }));
    await user.type(screen.getByLabelText(/Variable name/), 'batch');
    await user.type(screen.getByLabelText(/Variable value/), 'NOV');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/executions\//));
    const first = router.state.location.pathname;

    await user.click(await screen.findByRole('button', { name: 'Run again' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe(first));
    const runs = sim.receivedRequests.filter((r) => r.endpoint === 'runV2');
    expect(runs.map((r) => r.body)).toEqual([
      { variables: [{ name: 'batch', type: 'text', value: 'NOV' }] },
      { variables: [{ name: 'batch', type: 'text', value: 'NOV' }] },
    ]);
    expect(trackedExecutionsStore.get()).toHaveLength(2);
  });
});
