import { describe, expect, it } from 'vitest';
import type { UpstreamClient, UpstreamRequest } from './upstream-call';
import { streamChunks } from '../http-utils';
import { reportSender } from './report-sender';

const config = {
  REPORTING_URL: 'http://reporting.test',
  REPORTING_API_KEY: 'key-1',
  UPSTREAM_TIMEOUT_MS: 1_000,
};
const record = {
  ideaId: 31,
  successExecutions: 2,
  alertExecutions: 0,
  errorExecutions: 1,
  processedAt: '2030-06-04T03:00:00.000Z',
};

/** An upstream answering `status` with `text`, keeping the requests it got. */
function upstream(status: number, text = '{}') {
  const requests: UpstreamRequest[] = [];
  const client: UpstreamClient = (request) => {
    requests.push(request);
    return Promise.resolve({
      status,
      header: () => undefined,
      body: streamChunks(new Blob([text]).stream()),
      discard: () => Promise.resolve(),
    });
  };
  return { client, requests };
}

describe("a plan's record sent to the analytics product", () => {
  it('goes to its endpoint with the reporting key, and a 2xx is sent', async () => {
    const { client, requests } = upstream(201);
    expect(await reportSender(config, client)('volumetry', record)).toEqual({ kind: 'sent' });
    expect(requests).toMatchObject([
      {
        method: 'POST',
        base: 'http://reporting.test',
        path: '/api/integration/v2/volumetry',
        headers: { 'x-api-key': 'key-1' },
        body: JSON.stringify(record),
      },
    ]);
  });

  it("is failed when refused, in the server's words (never the service's text)", async () => {
    const { client } = upstream(422, '{"message":"secret internal detail"}');
    expect(await reportSender(config, client)('rpa', record)).toEqual({
      kind: 'failed',
      error: 'The reporting service refused the record (HTTP 422).',
    });
    const redirect = upstream(302);
    expect((await reportSender(config, redirect.client)('rpa', record)).kind).toBe('failed');
  });

  it('is unknown when no answer came, and failed without a key (nothing was sent)', async () => {
    const lost: UpstreamClient = () => Promise.reject(new Error('socket hang up'));
    expect(await reportSender(config, lost)('rpa', record)).toEqual({
      kind: 'unknown',
      error: 'The call to the reporting service was lost before an answer came.',
    });
    const { client, requests } = upstream(201);
    const withoutKey = { ...config, REPORTING_API_KEY: undefined };
    expect((await reportSender(withoutKey, client)('rpa', record)).kind).toBe('failed');
    expect(requests).toEqual([]);
  });
});
