/**
 * How a plan's record reaches the analytics product (spec endpoints 8 and 9): the server's own call with
 * the reporting key, through the one upstream call (no redirect followed, the answer capped). What came of
 * it, in the server's words: `sent` on a 2xx; `failed` when the service answered otherwise (nothing was
 * kept there, so an admin may send it again); `unknown` when no answer came (timed out, or the
 * connection was lost): the record may or may not be there, and is never sent again by itself.
 */
import { endpoints } from '../../src/api/endpoints';
import type { ReportingRecordKind } from '../../src/api/workspace/reporting-plans';
import type { ServerConfig } from '../config';
import { callUpstream, type UpstreamClient } from './upstream-call';

export type SendResult =
  { readonly kind: 'sent' } | { readonly kind: 'failed' | 'unknown'; readonly error: string };

export type ReportSender = (kind: ReportingRecordKind, record: unknown) => Promise<SendResult>;

export function reportSender(
  config: Pick<ServerConfig, 'REPORTING_URL' | 'REPORTING_API_KEY' | 'UPSTREAM_TIMEOUT_MS'>,
  upstream: UpstreamClient,
): ReportSender {
  return async (kind, record) => {
    const apiKey = config.REPORTING_API_KEY;
    if (apiKey === undefined) {
      return { kind: 'failed', error: 'The server has no reporting API key (REPORTING_API_KEY).' };
    }
    const endpoint = kind === 'rpa' ? endpoints.rpaRecord : endpoints.volumetryRecord;
    const result = await callUpstream({
      client: upstream,
      method: endpoint.method,
      base: config.REPORTING_URL,
      path: endpoint.path,
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-api-key': apiKey },
      body: JSON.stringify(record),
      timeoutMs: config.UPSTREAM_TIMEOUT_MS,
      controller: new AbortController(),
    });
    switch (result.kind) {
      case 'answer': {
        const { status } = result.response;
        if (status >= 200 && status < 300) return { kind: 'sent' };
        // The service's own text never leaves the server: its status says enough to look.
        return { kind: 'failed', error: `The reporting service refused the record (HTTP ${status}).` };
      }
      case 'redirected':
        return {
          kind: 'failed',
          error: `The reporting service answered with a redirect (HTTP ${result.status}), not followed.`,
        };
      case 'too-large':
        return { kind: 'unknown', error: 'The reporting service answered with more than the server reads.' };
      case 'timeout':
        return { kind: 'unknown', error: 'The reporting service did not answer in time.' };
      case 'unreachable':
      case 'client-gone':
        return {
          kind: 'unknown',
          error: 'The call to the reporting service was lost before an answer came.',
        };
    }
  };
}
