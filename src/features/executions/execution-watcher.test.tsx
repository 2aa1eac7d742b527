import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { demoRuntimeId } from '@/mocks/demo';
import { Simulator } from '@/mocks/simulator';
import { mswServer } from '@/testing/msw-server';
import { renderSignedIn } from '@/testing/render-app';

const encoder = new TextEncoder();
const reads = new Map<string, number>();
const countReads = ({ request }: { request: Request }) => {
  const match = /\/orchestrator\/api\/integration\/v1\/result\/[^/]+\/([^/?]+)/.exec(request.url);
  if (match?.[1] !== undefined) reads.set(match[1], (reads.get(match[1]) ?? 0) + 1);
};
afterEach(() => {
  mswServer.events.removeListener('request:start', countReads);
  reads.clear();
});

describe('the app-wide watcher', () => {
  it('announces, once, the end of the operator’s own runs, and leaves colleagues’ runs alone', async () => {
    let clock = Date.now();
    const sim = new Simulator({ now: () => clock });
    const { workspace, user, router } = await renderSignedIn('/run', sim);
    mswServer.events.on('request:start', countReads);

    // A colleague's run, recorded by the server as it relayed it for them.
    const theirs = sim.startExecution(demoRuntimeId, 'failing-bot', null);
    await workspace.recorder.record({
      endpoint: 'runV2',
      params: { computerId: demoRuntimeId, robotId: 'failing-bot' },
      requestBody: undefined,
      status: 200,
      answerBody: encoder.encode(JSON.stringify({ id: theirs })),
      username: 'colleague@robot-console.test',
      at: clock,
    });
    // The operator's own, started from the run form; then the operator goes elsewhere.
    await user.type(screen.getByRole('combobox', { name: /Runtime ID/ }), demoRuntimeId);
    await user.type(screen.getByRole('combobox', { name: /Robot ID/ }), 'invoice-bot');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/executions\//));
    const mine = decodeURIComponent(router.state.location.pathname.split('/').at(-1) ?? '');
    await router.navigate('/catalog');
    await waitFor(() => expect(reads.get(mine)).toBeGreaterThan(0));

    // Both end.
    clock += sim.timing.queueMs + sim.timing.runMs + 1;
    expect(await screen.findByText('invoice-bot ended: SUCCESS')).toBeInTheDocument();
    expect(screen.queryByText('failing-bot ended: ERROR')).not.toBeInTheDocument();
    expect(reads.get(theirs)).toBeUndefined();
    // What the watcher read is in the journal, for the whole team.
    await waitFor(async () => expect((await workspace.journal.find(demoRuntimeId, mine))?.ended).toBe(true));
    // Announced once, however often the result is read afterwards.
    await waitFor(() => expect(screen.getAllByText('invoice-bot ended: SUCCESS')).toHaveLength(1));
  });
});
