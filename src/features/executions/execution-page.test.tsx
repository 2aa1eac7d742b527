import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/data/browser-client';
import { maxIdLength } from '@/api/ids';
import { journalQuerySchema } from '@/api/workspace/journal';
import { demoAccount } from '@/mocks/simulator/demo';
import { Simulator } from '@/mocks/simulator/simulator';
import { mswServer } from '@/testing/msw-server';
import { renderSignedIn } from '@/testing/render-app';

const resultPath = '/orchestrator/api/integration/v1/result/:computerId/:executionId';
const init = Date.parse('2026-11-22T10:00:00Z');
const me = demoAccount.username;

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

  it('tracks a deep-linked execution in the team journal on request', async () => {
    const sim = new Simulator();
    const id = sim.startExecution('RUNTIME-01', 'invoice-bot', null);
    const { router, user, workspace } = await renderSignedIn('/run', sim);
    await router.navigate(`/executions/RUNTIME-01/${id}`);
    await waitFor(() =>
      expect(screen.getByTestId('execution-facts')).toHaveTextContent('not in the team’s journal'),
    );
    await user.click(await screen.findByRole('button', { name: 'Track in queue' }));

    await waitFor(() =>
      expect(screen.getByTestId('execution-facts')).toHaveTextContent(`tracked by ${me} on`),
    );
    expect(await workspace.journal.find('RUNTIME-01', id)).toMatchObject({ source: 'track', startedBy: me });
    expect(screen.queryByRole('button', { name: 'Track in queue' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Run again' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Run again' })).toHaveAccessibleDescription(
      /Tracked by id: the inputs it was started with are unknown here/,
    );
    expect(
      screen.getByText('Unknown: this execution was started elsewhere and tracked by its id.'),
    ).toBeVisible();
  });

  it('shows who started it and the inputs sent, and runs again with the same inputs', async () => {
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

    await waitFor(() =>
      expect(screen.getByTestId('execution-facts')).toHaveTextContent(
        `Runtime RUNTIME-01 · Robot invoice-bot · started by ${me} on`,
      ),
    );
    const inputs = within(screen.getByRole('table', { name: 'Variables sent' }));
    expect(inputs.getByRole('row', { name: 'batch NOV' })).toBeInTheDocument();
    expect(screen.getByText(/Started with the run call of API version 2/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Run again' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe(first));
    const runs = sim.receivedRequests.filter((r) => r.endpoint === 'runV2');
    expect(runs.map((r) => r.body)).toEqual([
      { variables: [{ name: 'batch', type: 'text', value: 'NOV' }] },
      { variables: [{ name: 'batch', type: 'text', value: 'NOV' }] },
    ]);
  });

  it('never shows nor stores a secret input, and says why it cannot be run again', async () => {
    const secret = 'hunter2-do-not-keep';
    const sim = new Simulator();
    const { router, workspace } = await renderSignedIn('/run', sim);
    // The team's catalog marks the robot's "password" as secret.
    await workspace.catalog.saveRobot(
      {
        robotId: 'login-bot',
        name: 'Login robot',
        variables: [
          { name: 'user', type: 'text' },
          { name: 'password', type: 'text', secret: true },
        ],
      },
      undefined,
      'lead@robot-console.test',
    );
    const id = await api.runV2({ computerId: 'RUNTIME-01', robotId: 'login-bot' }, [
      { name: 'user', type: 'text', value: 'robot-account' },
      { name: 'password', type: 'text', value: secret },
    ]);
    await router.navigate(`/executions/RUNTIME-01/${id}`);

    const inputs = within(await screen.findByRole('table', { name: 'Variables sent' }));
    expect(inputs.getByRole('row', { name: 'user robot-account' })).toBeInTheDocument();
    expect(inputs.getByRole('row', { name: 'password •••• (secret)' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(secret);
    expect(screen.getByRole('button', { name: 'Run again' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Run again' })).toHaveAccessibleDescription(
      'The value of the secret variable "password" was never stored, so it cannot be run again as it was. Edit and run again leaves it empty for you to type again.',
    );
    // The service got the value; the team's database never did, and a search for it finds nothing.
    const stored = JSON.stringify([
      await workspace.database.db.selectFrom('executions').selectAll().execute(),
      await workspace.database.db.selectFrom('activity').selectAll().execute(),
    ]);
    expect(stored).toContain('robot-account');
    expect(stored).not.toContain(secret);

    expect(screen.getByRole('link', { name: 'in the team’s queue' })).toHaveAttribute('href', '/queue');
    const search = (q: string) => workspace.journal.list(journalQuerySchema.parse({ q }), me);
    expect((await search('robot-account')).items.map((entry) => entry.executionId)).toEqual([id]);
    expect((await search(secret)).total).toBe(0);
  });

  it('says who deleted an execution that is no longer on its Runtime', async () => {
    const sim = new Simulator();
    const { router } = await renderSignedIn('/run', sim);
    const id = await api.runV2({ computerId: 'RUNTIME-01', robotId: 'queued-bot' });
    await api.deleteExecution({ computerId: 'RUNTIME-01', executionId: id });
    await router.navigate(`/executions/RUNTIME-01/${id}`);
    const alert = (await screen.findByText('Deleted from the queue')).closest('[role="alert"]');
    expect(alert).toHaveTextContent(`${me} deleted this execution on`);
    expect(screen.getByTestId('execution-facts')).toHaveTextContent(`deleted by ${me} on`);
  });
});
