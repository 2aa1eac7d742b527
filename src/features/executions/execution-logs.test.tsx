import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn } from '@/testing/render-app';
import { blobText, serveResult } from './execution-test-support';
import { catchDownloads } from '@/testing/catch-downloads';

const init = Date.parse('2026-11-22T10:00:00Z');

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** 3,000 lines: INFO mostly, a plain string every hundred, an ERROR every thousand. */
const longLog = Array.from({ length: 3000 }, (_, i) => {
  if (i % 1000 === 999) return { date: init + i, level: 'ERROR', message: `Timeout on item ${i}` };
  if (i % 100 === 0) return `plain line ${i}`;
  return { date: init + i, level: 'INFO', message: `Processed item ${i}` };
});

describe('the logs of an execution', () => {
  it('filters a long log by level and by a search, drawing only the lines in view', async () => {
    const { user, router } = await renderSignedIn('/run');
    serveResult(() => ({
      status: 'SUCCESS',
      progress: 1,
      init,
      end: init + 5_000,
      returnValue: null,
      logs: longLog,
    }));
    await router.navigate('/executions/RUNTIME-01/E1');

    expect(await screen.findByRole('heading', { name: 'Logs (3,000)' })).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'Execution logs' });
    // A screenful is drawn, not three thousand lines.
    expect(within(log).getAllByRole('listitem').length).toBeLessThan(100);

    const levels = within(screen.getByRole('group', { name: 'Levels shown' }));
    const info = levels.getByRole('checkbox', { name: 'INFO (2,967)' });
    const plain = levels.getByRole('checkbox', { name: 'No level (30)' });
    expect(levels.getByRole('checkbox', { name: 'ERROR (3)' })).toBeChecked();
    await user.click(info);
    await user.click(plain);
    expect(info).not.toBeChecked();
    await waitFor(() =>
      expect(screen.getByTestId('logs-shown')).toHaveTextContent('3 of 3,000 lines shown.'),
    );
    expect(
      within(log)
        .getAllByRole('listitem')
        .map((line) => line.textContent),
    ).toEqual([
      expect.stringMatching(/ERROR Timeout on item 999$/),
      expect.stringMatching(/ERROR Timeout on item 1999$/),
      expect.stringMatching(/ERROR Timeout on item 2999$/),
    ]);

    // The search narrows the levels shown, and marks what it found.
    const search = screen.getByRole('searchbox', { name: 'Search the logs' });
    await user.click(search);
    await user.paste('item 1999');
    await waitFor(() =>
      expect(screen.getByTestId('logs-shown')).toHaveTextContent('1 of 3,000 lines shown.'),
    );
    expect(within(screen.getByRole('log')).getByText('item 1999', { selector: 'mark' })).toBeInTheDocument();
    await user.paste(' and more');
    expect(await screen.findByText('No line matches the search and the levels chosen.')).toBeInTheDocument();

    await user.clear(search);
    await user.click(info);
    await user.click(plain);
    await waitFor(() => expect(screen.getByTestId('logs-shown')).toHaveTextContent(/^$/));
    expect(within(screen.getByRole('log')).getAllByRole('listitem')[0]).toHaveAttribute(
      'aria-setsize',
      '3000',
    );
  });

  it('follows new lines, or pauses when asked or when scrolled up, and says how many arrived', async () => {
    // Timers are fake (moving with real time) so that the next poll can be brought forward.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(init + 60_000);
    const lines = ['line 1', 'line 2'];
    const { user, router } = await renderSignedIn('/run');
    serveResult(() => ({
      status: 'RUNNING',
      progress: 0.5,
      init,
      end: null,
      returnValue: null,
      logs: [...lines],
    }));
    await router.navigate('/executions/RUNTIME-01/E1');
    expect(await screen.findByText('line 2')).toBeInTheDocument();

    const follow = screen.getByRole('switch', { name: 'Follow new lines' });
    expect(follow).toBeChecked();
    await user.click(follow);
    expect(follow).not.toBeChecked();
    lines.push('line 3', 'line 4');
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await screen.findByText('line 4')).toBeInTheDocument();
    expect(screen.getByTestId('logs-shown')).toHaveTextContent('Paused: 2 new lines below.');
    await user.click(follow);
    expect(follow).toBeChecked();
    expect(screen.getByTestId('logs-shown')).toHaveTextContent(/^$/);

    // Scrolling up, away from the newest line, pauses; scrolling back down to it follows again.
    const log = screen.getByRole('log', { name: 'Execution logs' });
    Object.defineProperty(log, 'scrollHeight', { configurable: true, value: 2_000 });
    Object.defineProperty(log, 'clientHeight', { configurable: true, value: 300 });
    log.scrollTop = 1_700;
    fireEvent.scroll(log);
    expect(follow).toBeChecked();
    log.scrollTop = 900;
    fireEvent.scroll(log);
    await waitFor(() => expect(follow).not.toBeChecked());
    lines.push('line 5');
    await vi.advanceTimersByTimeAsync(2_000);
    await waitFor(() =>
      expect(screen.getByTestId('logs-shown')).toHaveTextContent('Paused: 1 new line below.'),
    );
    log.scrollTop = 1_700;
    fireEvent.scroll(log);
    await waitFor(() => expect(follow).toBeChecked());
  });

  it('downloads the whole log as text and the return value as JSON', async () => {
    const returnValue = { invoices: 3, note: 'ação concluída' };
    const { user, router } = await renderSignedIn('/run');
    serveResult(() => ({
      status: 'SUCCESS',
      progress: 1,
      init,
      end: init + 5_000,
      returnValue,
      logs: [{ date: init + 1_000, level: 'INFO', message: 'step 1' }, 'plain', { step: 3 }],
    }));
    await router.navigate('/executions/RUNTIME-01/E1');
    await screen.findByText('step 1');
    const downloads = catchDownloads();

    // The filter on screen does not cut the file.
    await user.type(screen.getByRole('searchbox', { name: 'Search the logs' }), 'plain');
    await user.click(screen.getByRole('button', { name: 'Download logs' }));
    await user.click(screen.getByRole('button', { name: 'Download JSON' }));

    expect(downloads.map((d) => d.name)).toEqual([
      expect.stringMatching(/^execution-E1-logs-\d{4}-\d{2}-\d{2}-\d{4}\.txt$/),
      expect.stringMatching(/^execution-E1-return-value-\d{4}-\d{2}-\d{2}-\d{4}\.json$/),
    ]);
    const [logFile, valueFile] = downloads;
    expect(logFile?.blob.type).toBe('text/plain;charset=utf-8');
    expect(await blobText(logFile?.blob ?? new Blob())).toBe(
      '2026-11-22T10:00:01.000Z INFO step 1\nplain\n{"step":3}\n',
    );
    expect(valueFile?.blob.type).toBe('application/json');
    expect(JSON.parse(await blobText(valueFile?.blob ?? new Blob()))).toEqual(returnValue);
  });
});
