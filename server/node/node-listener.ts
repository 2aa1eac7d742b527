/**
 * Wraps the app for node:http. The raw request target is checked here, before @hono/node-server builds
 * a URL from it: URL parsing resolves `%2e%2e`, backslashes and absolute-form targets, so afterwards
 * the evidence is gone (and the adapter itself refuses some, a backslash say, with a bare 400). Used by
 * main.ts and, for the API paths, by the Vite plugin in development.
 */
import type { IncomingMessage, ServerOptions, ServerResponse } from 'node:http';
import { getRequestListener, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import { bodyReadDeadlineMs } from '../http-utils';
import { badTargetResponse, isApiPath, rawTargetProblem } from '../security';

/**
 * node:http's bounds on a slow client, far below its own (60 s for the headers, 300 s for a whole
 * request): every connection waiting on one holds a socket and memory, and Node's defaults let a few
 * thousand trickling clients hold them for minutes. Headers come in one packet from any real client. A
 * body the app reads has its own, shorter deadline (`bodyReadDeadlineMs`: the app's 408 says why, where
 * Node's is bare); this one ends the rest, a body nobody reads that keeps trickling in. Node looks for
 * overdue requests every `connectionsCheckingInterval` (30 s by default, as long as the bound itself).
 */
export const listenerOptions = {
  headersTimeout: 10_000,
  requestTimeout: 3 * bodyReadDeadlineMs,
  connectionsCheckingInterval: 2_000,
} satisfies ServerOptions;

/** `env` carries node's request and response: the app reads the peer's address from it (getConnInfo). */
export interface FetchApp {
  fetch(request: Request, env: HttpBindings | Http2Bindings): Response | Promise<Response>;
}

export type NodeListener = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * A browser opening an address (not a script's call, not an API path): what it is refused is said by the
 * app, which reads the address itself ("these ids cannot work", "no such page"), not by a bare JSON body.
 */
function isPageNavigation(req: IncomingMessage, target: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (!target.startsWith('/') || isApiPath(target.split('?')[0] ?? target)) return false;
  const mode = req.headers['sec-fetch-mode'];
  return mode === undefined ? (req.headers.accept ?? '').includes('text/html') : mode === 'navigate';
}

/** The app's page (what `/` serves), answered 400 at the refused address: the app shows why. */
async function appPageRefused(app: FetchApp, req: IncomingMessage, res: ServerResponse): Promise<Response> {
  const headers = new Headers();
  for (const name of ['accept', 'accept-encoding', 'accept-language', 'cookie', 'user-agent']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  // Our own app's `/`, whatever Host the request named.
  const page = await app.fetch(new Request('http://localhost/', { headers }), {
    incoming: req,
    outgoing: res,
  });
  if (!page.ok) return page;
  return new Response(page.body, { status: 400, headers: page.headers });
}

async function writeResponse(res: ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(body);
}

/**
 * `ownsProcess`: the server is alone in its process (main.ts), so the adapter may put its own light
 * Request and Response in place of the global ones: an answer built from a string or bytes is then
 * written to the socket as it is, without a Web stream. Not where the Vite dev server or tests share
 * the process.
 */
export function createNodeListener(app: FetchApp, options: { ownsProcess?: boolean } = {}): NodeListener {
  const listener = getRequestListener((request, env) => app.fetch(request, env), {
    overrideGlobalObjects: options.ownsProcess === true,
  });
  return async (req, res) => {
    const target = req.url ?? '';
    const problem = rawTargetProblem(target);
    if (problem !== undefined) {
      // The body of a refused request is not read; closing the connection avoids parsing what follows it.
      res.shouldKeepAlive = false;
      const navigation = isPageNavigation(req, target);
      await writeResponse(res, navigation ? await appPageRefused(app, req, res) : badTargetResponse(problem));
      req.resume();
      return;
    }
    await listener(req, res);
  };
}
