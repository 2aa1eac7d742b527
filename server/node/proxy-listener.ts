/**
 * The proxy's paths served straight from node:http, in front of Hono (node-listener.ts): the server's
 * busiest route then builds no Web Request, Headers, Response or stream per call, and parses its target
 * once. The pipeline is the app's own (`Proxy.answer`, routes/proxy-routes.ts): the same gates, checks
 * and answers as through Hono; only the reading of node's request and the writing of node's answer are
 * here.
 *
 * Only a plain target takes this path: one Hono would read exactly as it is written. Anything a URL
 * parser would rewrite (a fragment, characters it percent-encodes) goes through Hono, whose URL then
 * decides, and reaches the same pipeline there.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Answer } from '../http-utils';
import type { Proxy, ProxyRequest } from '../routes/proxy-routes';
import { abortAsClientGone } from '../services/upstream-call';

/**
 * Path characters a URL keeps as they are (RFC 3986 pchar and `/`). The WHATWG parser percent-encodes
 * space, `"`, `<`, `>`, `` ` ``, `{`, `}` and anything non-ASCII, and cuts at `#`: such a target is left
 * to Hono.
 */
const plainPath = /^[A-Za-z0-9\-._~!$&'()*+,;=:@%/[\]^|]*$/;

/** Statuses whose answer has no body, so no Content-Length either (RFC 9110 §8.6). */
const bodyless = new Set([204, 304]);

/** The header as a Web `Headers` would give it: repeated values joined. */
function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** node's request as the pipeline reads it. */
function proxyRequestOf(
  req: IncomingMessage,
  res: ServerResponse,
  target: string,
  path: string,
  queryAt: number,
): ProxyRequest {
  const controller = new AbortController();
  // 'close' before the answer was written out: the browser went away (or the connection broke).
  res.once('close', () => {
    if (!res.writableFinished) abortAsClientGone(controller);
  });
  const https = (req.socket as Partial<TLSSocket>).encrypted === true;
  return {
    method: req.method ?? 'GET',
    path,
    // A bare `?` is no query, as a URL reads it.
    search: queryAt === -1 || queryAt === target.length - 1 ? '' : target.slice(queryAt),
    https,
    header: (name) => headerOf(req, name),
    // As Hono's URL names it (a default port dropped); only read when an Origin is to be compared.
    host: () => {
      const origin = `${https ? 'https' : 'http'}://${req.headers.host ?? ''}`;
      return URL.canParse(origin) ? new URL(origin).host : undefined;
    },
    // Not node's own iterator: leaving it early (a body past the cap) would destroy the socket, and the
    // 413 with it. The rest of a refused body is dropped after the answer (see `writeAnswer`).
    body: () => req.iterator({ destroyOnReturn: false }),
    controller,
  };
}

function writeAnswer(req: IncomingMessage, res: ServerResponse, answer: Answer): void {
  const headers: OutgoingHttpHeaders = {};
  for (const name in answer.headers) {
    const value = answer.headers[name];
    if (value !== undefined) headers[name] = typeof value === 'string' ? value : [...value];
  }
  const { body } = answer;
  if (!bodyless.has(answer.status)) {
    headers['Content-Length'] =
      body === null ? 0 : typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
  }
  // A body that was not read to its end (refused on its size, or never wanted): the connection is
  // closed after the answer rather than kept for a next request that would first have to wade through it.
  const unread = !req.complete;
  if (unread) res.shouldKeepAlive = false;
  res.writeHead(answer.status, headers);
  res.end(bodyless.has(answer.status) ? undefined : body);
  if (unread) req.resume();
}

/**
 * The proxy's handler for node's request: `undefined` when the request is not the proxy's, or not plain,
 * and goes to Hono instead. `target` is `req.url`, already checked by rawTargetProblem.
 */
export function createProxyListener(proxy: Proxy) {
  return (req: IncomingMessage, res: ServerResponse, target: string): Promise<void> | undefined => {
    const queryAt = target.indexOf('?');
    const path = queryAt === -1 ? target : target.slice(0, queryAt);
    if (!proxy.handles(path) || !plainPath.test(path)) return undefined;
    if (queryAt !== -1 && target.includes('#', queryAt)) return undefined;
    const request = proxyRequestOf(req, res, target, path, queryAt);
    return proxy.answer(request).then((answer) => writeAnswer(req, res, answer));
  };
}
