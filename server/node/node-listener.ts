/**
 * Wraps the app for node:http. The raw request target is checked here, before @hono/node-server builds
 * a URL from it: URL parsing resolves `%2e%2e`, backslashes and absolute-form targets, so afterwards
 * the evidence is gone (and the adapter itself refuses some, a backslash say, with a bare 400). Used by
 * main.ts and, for the API paths, by the Vite plugin in development.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener, type Http2Bindings, type HttpBindings } from '@hono/node-server';
import { badTargetResponse, rawTargetProblem } from '../security';

/** `env` carries node's request and response: the app reads the peer's address from it (getConnInfo). */
export interface FetchApp {
  fetch(request: Request, env: HttpBindings | Http2Bindings): Response | Promise<Response>;
}

export type NodeListener = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

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
      await writeResponse(res, badTargetResponse(problem));
      req.resume();
      return;
    }
    await listener(req, res);
  };
}
