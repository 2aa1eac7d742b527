import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { followPolicy } from '@/api/follow-policy';
import { demoRuntimeId } from '@/mocks/simulator/demo';
import { Simulator } from '@/mocks/simulator/simulator';
import { mswServer } from '@/testing/msw-server';
import { renderSignedIn } from '@/testing/render-app';

const browserReads: string[] = [];
const countReads = ({ request }: { request: Request }) => {
  if (request.url.includes('/result/')) browserReads.push(request.url);
};
afterEach(() => {
  mswServer.events.removeListener('request:start', countReads);
  browserReads.length = 0;
});

describe('an execution of the team journal', () => {
  it('is shown to its end from what the server pushes, without the page reading the service', async () => {
    let clock = Date.now();
    // The server reads it once per interval of its clock (the test's): each phase lasts at least that.
    const sim = new Simulator({
      now: () => clock,
      queueMs: followPolicy.intervalMs,
      runMs: followPolicy.intervalMs * 2,
    });
    const { user, router } = await renderSignedIn('/run', sim);
    mswServer.events.on('request:start', countReads);
    await user.type(screen.getByRole('combobox', { name: /Runtime ID/ }), demoRuntimeId);
    await user.type(screen.getByRole('combobox', { name: /Robot ID/ }), 'invoice-bot');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/executions\//));

    // The server follows it: queued first, then running, then its end.
    expect(await screen.findByText('PENDENT')).toBeInTheDocument();
    expect(screen.getByTestId('poll-status')).toHaveTextContent('Updated as it happens');
    clock += sim.timing.queueMs + 1;
    expect(await screen.findByText('RUNNING')).toBeInTheDocument();
    clock += sim.timing.runMs;
    expect(await screen.findByText('SUCCESS')).toBeInTheDocument();
    expect(screen.getByTestId('poll-status')).toHaveTextContent('Ended: no longer updating.');
    expect(screen.getByTestId('return-value')).toBeInTheDocument();
    expect(browserReads).toEqual([]);
  });
});
