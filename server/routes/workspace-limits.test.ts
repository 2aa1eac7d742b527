/**
 * The workspace API's bounds: a write body over its limit is refused with 413 before anything is
 * parsed or stored, the journal listing refuses a search text or a status filter too large to be
 * a person's, and no list pages deeper, nor the executions summary counts a longer period, than the
 * pages ask for (src/api/limits.ts).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { readLimits } from '../../src/api/limits';
import { testStoreKind } from '../testing/test-databases';
import { testWorkspace } from '../testing/test-helpers';
import type { Workspace } from '../workspace';
import { workspaceRoutesAlone } from '../testing/workspace-routes-alone';

const mib = 1024 * 1024;
const encoder = new TextEncoder();

/** `fields` as JSON of exactly `size` bytes, made up by a field the schemas do not know (and drop). */
function jsonOfSize(fields: Record<string, unknown>, size: number): Uint8Array<ArrayBuffer> {
  const bare = JSON.stringify({ ...fields, padding: '' });
  return encoder.encode(JSON.stringify({ ...fields, padding: 'x'.repeat(size - bare.length) }));
}

/** A body sent as a stream, without a Content-Length: the limit must hold while reading it. */
function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      // In pieces, as a network would deliver it.
      for (let at = 0; at < bytes.byteLength; at += 64 * 1024)
        controller.enqueue(bytes.slice(at, at + 64 * 1024));
      controller.close();
    },
  });
}

describe(`the workspace API's limits (${testStoreKind})`, () => {
  let workspace: Workspace;
  let app: ReturnType<typeof workspaceRoutesAlone>;
  beforeEach(async () => {
    workspace = await testWorkspace();
    app = workspaceRoutesAlone(workspace, { now: Date.now });
  });

  const headers = { 'x-test-user': 'ana', 'Content-Type': 'application/json' };
  const send = (method: string, path: string, body: Uint8Array<ArrayBuffer>, streamed: boolean) => {
    // A stream body needs `duplex` (Node's fetch), which the DOM's RequestInit does not name.
    const init: RequestInit & { duplex?: 'half' } = streamed
      ? { method, headers, body: streamOf(body), duplex: 'half' }
      : { method, headers: { ...headers, 'Content-Length': String(body.byteLength) }, body };
    return app.request(path, init);
  };
  const journalTotal = async () =>
    ((await (await app.request('/executions', { headers })).json()) as { total: number }).total;
  const catalog = async () =>
    (await (await app.request('/catalog', { headers })).json()) as { runtimes: unknown[]; robots: unknown[] };

  it.each([
    { how: 'declared in Content-Length', streamed: false },
    { how: 'streamed without a length', streamed: true },
  ])('refuses a write body over 1 MiB ($how) with 413 and stores nothing', async ({ streamed }) => {
    const track = { computerId: 'RUNTIME-01', executionId: 'E1' };
    const tooLarge = await send('POST', '/executions', jsonOfSize(track, mib + 1), streamed);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({
      error: 'payload-too-large',
      message: 'The request body is larger than 1 MiB.',
    });
    const runtime = { entry: { computerId: 'RUNTIME-01', name: 'Main', description: '' } };
    const catalogWrite = await send('POST', '/catalog/runtimes', jsonOfSize(runtime, mib + 1), streamed);
    expect(catalogWrite.status).toBe(413);
    expect(await journalTotal()).toBe(0);
    expect(await catalog()).toMatchObject({ runtimes: [] });

    // At the limit itself, the same writes are taken.
    expect((await send('POST', '/executions', jsonOfSize(track, mib), streamed)).status).toBe(201);
    expect((await send('POST', '/catalog/runtimes', jsonOfSize(runtime, mib), streamed)).status).toBe(201);
    expect(await journalTotal()).toBe(1);
  });

  it('lets a browser moving in send up to 8 MiB, and refuses more with 413, adding nothing', async () => {
    const kept = { catalog: { runtimes: [{ computerId: 'RUNTIME-01', name: 'Main' }], robots: [] } };
    const tooLarge = await send('POST', '/move-in', jsonOfSize(kept, 8 * mib + 1), true);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({
      error: 'payload-too-large',
      message: 'The request body is larger than 8 MiB.',
    });
    expect(await catalog()).toMatchObject({ runtimes: [] });
    const activity = (await (await app.request('/activity', { headers })).json()) as { total: number };
    expect(activity.total).toBe(0);

    expect((await send('POST', '/move-in', jsonOfSize(kept, 8 * mib), true)).status).toBe(200);
    expect(await catalog()).toMatchObject({ runtimes: [{ computerId: 'RUNTIME-01' }] });
  });

  it('answers 400, naming the field, for a search text over 200 characters or more than 50 statuses', async () => {
    const list = (query: URLSearchParams) => app.request(`/executions?${query.toString()}`, { headers });

    const longSearch = await list(new URLSearchParams({ q: 'x'.repeat(201) }));
    expect(longSearch.status).toBe(400);
    expect(await longSearch.json()).toEqual({
      error: 'invalid-request',
      message: expect.stringMatching(/^q: .*200/) as unknown,
    });
    expect((await list(new URLSearchParams({ q: 'x'.repeat(200) }))).status).toBe(200);

    const statuses = (count: number) =>
      new URLSearchParams(Array.from({ length: count }, (_, index) => ['status', `STATUS-${index}`]));
    const tooMany = await list(statuses(51));
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toEqual({
      error: 'invalid-request',
      message: expect.stringMatching(/^status: .*50/) as unknown,
    });
    expect((await list(statuses(50))).status).toBe(200);
  });

  it.each(['/executions', '/activity', '/reporting/history?form=suppliers'])(
    'pages %s up to the deepest offset the pages reach, and answers 400 naming it beyond',
    async (list) => {
      const page = (offset: number) =>
        app.request(`${list}${list.includes('?') ? '&' : '?'}offset=${offset}`, { headers });
      expect((await page(readLimits.offset)).status).toBe(200);
      const beyond = await page(readLimits.offset + 1);
      expect(beyond.status).toBe(400);
      expect(await beyond.json()).toEqual({
        error: 'invalid-request',
        message: expect.stringMatching(/^offset: at most 1,000,000/) as unknown,
      });
    },
  );

  it('counts the ended executions of a period up to 366 days, and answers 400 naming the limit beyond', async () => {
    const from = Date.UTC(2025, 0, 1);
    const day = 24 * 3_600_000;
    const summary = (to: number) => app.request(`/executions/summary?from=${from}&to=${to}`, { headers });
    expect((await summary(from + 366 * day)).status).toBe(200);
    const tooLong = await summary(from + 366 * day + 1);
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toEqual({
      error: 'invalid-request',
      message: 'The period is at most 366 days.',
    });
  });
});
