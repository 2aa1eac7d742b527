import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveJournal, type LiveJournal } from './live-journal';
import { sessionQueryKey } from './session';
import { journalQuerySchema, type JournalEntry, type JournalQuery } from '@/api/workspace/journal';
import { workspaceKeys } from './workspace-client';

const entry = (executionId: string, status: string | null, progress = 0): JournalEntry => ({
  computerId: 'RUNTIME-01',
  executionId,
  robotId: 'invoice-bot',
  apiVersion: 'v2',
  variables: null,
  source: 'run',
  startedBy: 'ana@example.test',
  startedAt: 1,
  status,
  progress,
  init: null,
  end: null,
  ended: false,
  returnValue: null,
  logs: null,
  deletedAt: null,
  deletedBy: null,
  lostReason: null,
  followNote: null,
  updatedAt: 1,
});

const event = (seq: number, change: JournalEntry) =>
  `id: ${seq}\nevent: execution\ndata: ${JSON.stringify(change)}\n\n`;

/** A stream the test writes to, as the server would. */
function serverStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

type Answer = Response | (() => Response);

/** A fetch that hands out the given answers in turn and records what was asked. */
function fakeFetch(answers: Answer[]) {
  const asked: Headers[] = [];
  const fetch: typeof globalThis.fetch = (_input, init) => {
    asked.push(new Headers(init?.headers));
    const next = answers.shift();
    if (next === undefined) return new Promise<Response>(() => undefined);
    return Promise.resolve(typeof next === 'function' ? next() : next);
  };
  return { fetch, asked };
}

const query: JournalQuery = journalQuerySchema.parse({});

let live: LiveJournal | undefined;
/** vi.waitFor with room for a busy machine (its default gives up after 1 s of real time). */
const settled = (check: () => void) => vi.waitFor(check, { timeout: 30_000 });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  live?.stop();
  vi.useRealTimers();
});

describe('the live journal', () => {
  it('writes each change into the entry and the lists that hold it, and refreshes lists when a row may move', async () => {
    const queryClient = new QueryClient();
    const pageKey = workspaceKeys.journalPage(query);
    queryClient.setQueryData(pageKey, {
      items: [entry('A', 'RUNNING', 0.1), entry('B', 'PENDENT')],
      total: 2,
    });
    // The overview, which counts the same executions.
    const overviewKey = workspaceKeys.overview({ period: '24h' });
    queryClient.setQueryData(overviewKey, { figures: 'as read' });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const stream = serverStream();
    const { fetch } = fakeFetch([stream.response]);
    const heard: string[] = [];
    live = createLiveJournal({ queryClient, fetch });
    live.start();
    live.subscribeEntries((change, previous) =>
      heard.push(`${change.executionId} ${previous?.status ?? '-'}→${change.status}`),
    );

    stream.write(': hello\n\n');
    await settled(() => expect(live?.state().kind).toBe('live'));
    // The opening's own read of the journal (its own test, below) is not a change's.
    invalidate.mockClear();
    // Progress only: the row is repainted where it is, nothing is read again.
    stream.write(event(7, entry('A', 'RUNNING', 0.5)));
    await settled(() => expect(heard).toEqual(['A RUNNING→RUNNING']));
    expect(queryClient.getQueryData<{ items: JournalEntry[] }>(pageKey)?.items[0]?.progress).toBe(0.5);
    expect(queryClient.getQueryData(workspaceKeys.journalEntry('RUNTIME-01', 'A'))).toMatchObject({
      progress: 0.5,
    });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(invalidate).not.toHaveBeenCalled();

    // A new status may move it out of a filter: the lists are read again, once for changes close together.
    stream.write(event(8, entry('B', 'RUNNING')) + event(9, entry('C', 'PENDENT')));
    await settled(() => expect(heard).toHaveLength(3));
    expect(heard.slice(1)).toEqual(['B PENDENT→RUNNING', 'C -→PENDENT']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryState(pageKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(overviewKey)?.isInvalidated).toBe(true);
  });

  it('writes changes that arrive together into the lists at once, so that a page draws once for them all', async () => {
    const queryClient = new QueryClient();
    const pageKey = workspaceKeys.journalPage(query);
    queryClient.setQueryData(pageKey, {
      items: [entry('A', 'RUNNING', 0.1), entry('B', 'RUNNING', 0.1), entry('C', 'RUNNING', 0.1)],
      total: 3,
    });
    const drawn: number[][] = [];
    const observer = new QueryObserver<{ items: JournalEntry[] }>(queryClient, {
      queryKey: pageKey,
      enabled: false,
    });
    const unsubscribe = observer.subscribe((result) =>
      drawn.push((result.data?.items ?? []).map((item) => item.progress ?? 0)),
    );
    const stream = serverStream();
    live = createLiveJournal({ queryClient, fetch: fakeFetch([stream.response]).fetch });
    live.start();
    const heard: string[] = [];
    live.subscribeEntries((change) => heard.push(`${change.executionId} ${change.progress}`));

    stream.write(event(1, entry('A', 'RUNNING', 0.2)) + event(2, entry('B', 'RUNNING', 0.2)));
    stream.write(event(3, entry('C', 'RUNNING', 0.2)) + event(4, entry('A', 'RUNNING', 0.3)));
    await settled(() => expect(heard).toHaveLength(3));
    expect(heard).toEqual(['A 0.3', 'B 0.2', 'C 0.2']);
    await vi.advanceTimersByTimeAsync(0);
    // One notification of the page for the four changes, with all of them in it.
    expect(drawn).toEqual([[0.3, 0.2, 0.2]]);
    unsubscribe();
  });

  it('resumes after the last change it saw when the stream drops, and skips what it cannot read', async () => {
    const queryClient = new QueryClient();
    const first = serverStream();
    const second = serverStream();
    const { fetch, asked } = fakeFetch([first.response, second.response]);
    const heard: string[] = [];
    live = createLiveJournal({ queryClient, fetch });
    live.start();
    live.subscribeEntries((change) => heard.push(change.executionId));

    first.write(
      'retry: 500\n\n' +
        event(41, entry('A', 'RUNNING')) +
        'id: 42\nevent: execution\ndata: {"not":"an entry"}\n\n',
    );
    await settled(() => expect(heard).toEqual(['A']));
    first.end();
    await vi.advanceTimersByTimeAsync(500);
    expect(asked).toHaveLength(2);
    expect(asked[0]?.get('Last-Event-ID')).toBeNull();
    expect(asked[1]?.get('Last-Event-ID')).toBe('42');
    second.write(event(43, entry('B', 'PENDENT')));
    await settled(() => expect(heard).toEqual(['A', 'B']));
  });

  it('falls back to reading on an interval when the stream cannot be kept, and comes back when it can', async () => {
    const queryClient = new QueryClient();
    // The overview, which counts the same executions.
    const overviewKey = workspaceKeys.overview({ period: '24h' });
    queryClient.setQueryData(overviewKey, { figures: 'as read' });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const unavailable = () => new Response('busy', { status: 503 });
    // A proxy that answers with a page of its own instead of the stream.
    const proxyPage = () => new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } });
    const back = serverStream();
    const { fetch } = fakeFetch([unavailable, proxyPage, unavailable, back.response]);
    live = createLiveJournal({ queryClient, fetch });
    live.start();

    await vi.advanceTimersByTimeAsync(5_000);
    expect(live.state()).toEqual({ kind: 'fallback', refreshMs: 5_000 });
    await vi.advanceTimersByTimeAsync(30_000);
    back.write(': hello\n\n');
    await settled(() => expect(live?.state().kind).toBe('live'));
    // What changed while it was down is read once.
    expect(invalidate).toHaveBeenCalled();
  });

  it('treats a stream that says nothing at all as cut (a proxy that holds it back)', async () => {
    const queryClient = new QueryClient();
    const silent = [serverStream(), serverStream(), serverStream()];
    const { fetch, asked } = fakeFetch(silent.map((s) => s.response));
    live = createLiveJournal({ queryClient, fetch });
    live.start();
    await vi.advanceTimersByTimeAsync(3 * 9_000 + 3_000);
    expect(asked).toHaveLength(3);
    expect(live.state().kind).toBe('fallback');
  });

  it('reads everything again when the server says it cannot catch this tab up change by change', async () => {
    const queryClient = new QueryClient();
    // The overview, which counts the same executions.
    const overviewKey = workspaceKeys.overview({ period: '24h' });
    queryClient.setQueryData(overviewKey, { figures: 'as read' });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const stream = serverStream();
    live = createLiveJournal({ queryClient, fetch: fakeFetch([stream.response]).fetch });
    live.start();
    stream.write(': hello\n\n');
    await settled(() => expect(live?.state().kind).toBe('live'));
    invalidate.mockClear();
    stream.write('id: 900\nevent: reset\ndata: {"reason":"too-many"}\n\n');
    await settled(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: workspaceKeys.journal() }));
  });

  it('reads the journal again once the stream opens, for a change made between a page’s read and the opening; not when it resumes after a change it saw', async () => {
    const queryClient = new QueryClient();
    // The overview, which counts the same executions.
    const overviewKey = workspaceKeys.overview({ period: '24h' });
    queryClient.setQueryData(overviewKey, { figures: 'as read' });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const first = serverStream();
    const second = serverStream();
    live = createLiveJournal({ queryClient, fetch: fakeFetch([first.response, second.response]).fetch });
    live.start();
    expect(invalidate).not.toHaveBeenCalled();
    first.write(': hello\n\n');
    // Everything of the journal the pages hold, not only the lists that a change may move.
    const readsAgain = () =>
      invalidate.mock.calls.filter(
        ([filters]) => JSON.stringify(filters?.queryKey) === JSON.stringify(workspaceKeys.journal()),
      ).length;
    await settled(() => expect(readsAgain()).toBe(1));

    // Dropped after a change: the server sends what came after it, nothing is read again.
    first.write(event(5, entry('A', 'RUNNING')));
    first.end();
    await vi.advanceTimersByTimeAsync(1_000);
    second.write(': hello\n\n');
    await settled(() => expect(live?.state().kind).toBe('live'));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(readsAgain()).toBe(1);
  });

  it('has the app read its session again when the stream says the session ended, which a listening page would not notice', async () => {
    const queryClient = new QueryClient();
    // The overview, which counts the same executions.
    const overviewKey = workspaceKeys.overview({ period: '24h' });
    queryClient.setQueryData(overviewKey, { figures: 'as read' });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const stream = serverStream();
    live = createLiveJournal({ queryClient, fetch: fakeFetch([stream.response]).fetch });
    live.start();
    stream.write('event: ready\ndata: {"resumed":false}\n\n');
    stream.write('event: closing\ndata: {"reason":"signed-out"}\n\n');
    stream.end();
    await settled(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: sessionQueryKey }));
    // Nothing to reconnect to.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(live.state().kind).not.toBe('fallback');

    // Refused from the start (the session ended while the tab was away): the same.
    const refusedClient = new QueryClient();
    const refusedInvalidate = vi.spyOn(refusedClient, 'invalidateQueries');
    live.stop();
    live = createLiveJournal({
      queryClient: refusedClient,
      fetch: fakeFetch([new Response(null, { status: 401 })]).fetch,
    });
    live.start();
    await settled(() => expect(refusedInvalidate).toHaveBeenCalledWith({ queryKey: sessionQueryKey }));
  });

  it('tells of changes that reads of the journal bring while the stream is down, each once', () => {
    const queryClient = new QueryClient();
    live = createLiveJournal({ queryClient, fetch: fakeFetch([]).fetch });
    live.start();
    const heard: string[] = [];
    live.subscribeEntries((change, previous) =>
      heard.push(`${change.executionId} ${previous?.status ?? '-'}→${change.status}`),
    );
    const pageKey = workspaceKeys.journalPage(query);
    // What a page reads first is what it knows, not a change.
    queryClient.setQueryData(pageKey, { items: [entry('A', 'RUNNING')], total: 1 });
    expect(heard).toEqual([]);
    queryClient.setQueryData(pageKey, { items: [{ ...entry('A', 'SUCCESS'), updatedAt: 5 }], total: 1 });
    queryClient.setQueryData(pageKey, { items: [{ ...entry('A', 'SUCCESS'), updatedAt: 5 }], total: 1 });
    expect(heard).toEqual(['A RUNNING→SUCCESS']);
  });
});
