import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/data/browser-client';
import { demoRobots } from '@/mocks/simulator/demo';
import { Simulator } from '@/mocks/simulator/simulator';
import { renderSignedIn } from '@/testing/render-app';
import { serveResult } from './execution-test-support';

const init = Date.parse('2026-11-22T10:00:00Z');

describe('a failed execution', () => {
  it('says at the top of its page why it failed, from the last error line of its logs', async () => {
    // The simulator's clock moves only when the test says so.
    let clock = Date.now();
    const sim = new Simulator({ now: () => clock });
    const { router } = await renderSignedIn('/run', sim);
    const id = await api.runV2({ computerId: 'RUNTIME-01', robotId: demoRobots.failing });
    await router.navigate(`/executions/RUNTIME-01/${id}`);
    expect(await screen.findByTestId('poll-status')).toBeInTheDocument();
    expect(screen.queryByTestId('failure-summary')).not.toBeInTheDocument();

    clock += sim.timing.queueMs + sim.timing.runMs + 1;
    const summary = await screen.findByTestId('failure-summary');
    expect(summary).toHaveTextContent(
      'This execution failed (ERROR)The last error in its logs:Target system refused the data',
    );
    // Above everything else the page says about it.
    const status = screen.getByTestId('poll-status');
    expect(summary.compareDocumentPosition(status) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('falls back on the message of the return value, and says when there is none', async () => {
    const { router } = await renderSignedIn('/run');
    serveResult((executionId) => ({
      status: executionId === 'E1' ? 'FAILED' : 'FAILURE',
      progress: 1,
      init,
      end: init + 5_000,
      returnValue: executionId === 'E1' ? { error: { code: 7, message: 'Login refused by SAP' } } : null,
      logs: [{ date: init, level: 'INFO', message: 'Started' }, 'Stopped'],
    }));
    await router.navigate('/executions/RUNTIME-01/E1');
    expect(await screen.findByTestId('failure-summary')).toHaveTextContent(
      'This execution failed (FAILED)The message of its return value:Login refused by SAP',
    );

    await router.navigate('/executions/RUNTIME-01/E2');
    await waitFor(() =>
      expect(screen.getByTestId('failure-summary')).toHaveTextContent(
        'This execution failed (FAILURE)The service gave no error message: see the logs and the return value below.',
      ),
    );
  });

  it('says nothing of the kind for one that succeeded', async () => {
    const { router } = await renderSignedIn('/run');
    serveResult(() => ({
      status: 'SUCCESS',
      progress: 1,
      init,
      end: init + 5_000,
      returnValue: { message: 'All good' },
      logs: [{ date: init, level: 'ERROR', message: 'A retried hiccup' }],
    }));
    await router.navigate('/executions/RUNTIME-01/E1');
    expect(await screen.findByText('SUCCESS')).toBeInTheDocument();
    expect(screen.queryByTestId('failure-summary')).not.toBeInTheDocument();
  });
});
