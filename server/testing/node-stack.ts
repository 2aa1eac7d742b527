/**
 * The server as main.ts wires it, in this process: the app behind the real node:http listener
 * (node-listener.ts), reaching a real upstream over undici's pools (upstream-pool.ts), everything on
 * 127.0.0.1. The upstream answers through an `UpstreamHandler` of test-helpers.ts (the simulator's
 * answers by default), so the tests read like the app-level ones.
 */
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import { assembleServer } from '../server';
import { createNodeListener, listenerOptions } from '../node/node-listener';
import { createUpstreamPool } from '../node/upstream-pool';
import {
  cookieOf,
  csrf,
  fixedNow,
  recordingLogger,
  simulatorAnswers,
  testConfig,
  testPassword,
  testSimulator,
  testWorkspace,
  type RecordedRequest,
  type UpstreamHandler,
} from './test-helpers';

/** Raw node access for a test that needs more than a Web `Response` (an endless body, a hang). */
export type RawUpstreamHandler = (req: IncomingMessage, res: ServerResponse) => void;

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

async function writeWebResponse(res: ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(body);
}

/** A node:http upstream recording every request it gets; the simulator (`sim`) answers unless told. */
export async function startNodeUpstream() {
  const sim = testSimulator();
  const simulate = simulatorAnswers(sim);
  const requests: RecordedRequest[] = [];
  const state: { handler: UpstreamHandler; raw: RawUpstreamHandler | undefined } = {
    handler: simulate,
    raw: undefined,
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers.set(name, value);
      }
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: `http://${req.headers.host ?? ''}${req.url ?? ''}`,
        headers,
        body: Buffer.concat(chunks).toString(),
      };
      requests.push(recorded);
      if (state.raw !== undefined) {
        state.raw(req, res);
        return;
      }
      void Promise.resolve(state.handler(recorded, undefined)).then((response) =>
        writeWebResponse(res, response),
      );
    });
  });
  const url = await listen(server);
  return {
    url,
    requests,
    sim,
    simulate,
    use(handler: UpstreamHandler) {
      state.handler = handler;
      state.raw = undefined;
    },
    useRaw(handler: RawUpstreamHandler) {
      state.raw = handler;
    },
    /** The requests other than the sign-in. */
    apiRequests: () => requests.filter((r) => !new URL(r.url).pathname.includes('/api/user/')),
    close: () => close(server),
  };
}

export type NodeUpstream = Awaited<ReturnType<typeof startNodeUpstream>>;

/** The server in front of `upstream`. */
export async function startNodeServer(upstream: NodeUpstream, env: Record<string, string> = {}) {
  const config = testConfig({
    ORCHESTRATOR_URL: `${upstream.url}/base`,
    REPORTING_URL: `${upstream.url}/reporting`,
    ...env,
  });
  const logger = recordingLogger();
  const workspace = await testWorkspace();
  const pool = createUpstreamPool();
  const app = assembleServer({
    config,
    workspace,
    upstream: pool.client,
    logger,
    now: () => fixedNow,
  }).app;
  const listener = createNodeListener(app);
  // As instance.ts makes it, with its bounds on slow clients.
  const server = createServer(listenerOptions, (req, res) => void listener(req, res));
  const base = await listen(server);
  return {
    base,
    app,
    logger,
    close: async () => {
      await close(server);
      await pool.close();
    },
  };
}

/** The upstream and the server in front of it, a browser's sign-in and reads; `close` stops both. */
export async function startNodeStack(env: Record<string, string> = {}) {
  const upstream = await startNodeUpstream();
  const server = await startNodeServer(upstream, env);
  const signIn = async () => {
    const response = await fetch(`${server.base}/session`, {
      method: 'POST',
      headers: { ...csrf, 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'ana@example.com', password: testPassword }),
    });
    if (response.status !== 200) throw new Error(`sign-in failed: ${response.status}`);
    return cookieOf(response);
  };
  const get = (path: string, headers: Record<string, string>) => fetch(`${server.base}${path}`, { headers });
  const close = async () => {
    await server.close();
    await upstream.close();
  };
  return { upstream, server, signIn, get, close };
}

/**
 * A request over node:http, for what fetch cannot stage: a body cut short or past the cap, a target
 * sent exactly as written (a URL string would be parsed, and its braces encoded, on the way out).
 */
export function rawRequest(
  base: string,
  path: string,
  options: { method: string; headers: Record<string, string> },
) {
  const { hostname, port } = new URL(base);
  const sent = httpRequest({ hostname, port, path, ...options });
  const answer = new Promise<{ status: number; body: string; headers: IncomingMessage['headers'] }>(
    (resolve, reject) => {
      sent.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            headers: res.headers,
          }),
        );
      });
      sent.on('error', reject);
    },
  );
  return { sent, answer };
}

/** `startNodeStack` for a test file: every stack a test starts is closed after it. */
export function nodeStacks(): typeof startNodeStack {
  const open: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of open.splice(0).reverse()) await close();
  });
  return async (env) => {
    const stack = await startNodeStack(env);
    open.push(stack.close);
    return stack;
  };
}
