/**
 * Stopping without dropping work: stop accepting connections, let the requests in flight finish within
 * a bound, close keep-alive connections as soon as they are idle, and past the bound close the rest.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export type StopOutcome =
  { readonly kind: 'drained' } | { readonly kind: 'forced'; readonly dropped: number };

export interface GracefulServer {
  /** Requests whose answer has not been sent yet. */
  inFlight(): number;
  /** Stops; resolves once every connection is closed, or once `graceMs` has passed and the rest were cut. */
  stop(graceMs: number): Promise<StopOutcome>;
  /** Cuts the connections still open now, ending a stop under way. */
  cutOff(): void;
}

/** Call before the server handles its first request: it counts requests from then on. */
export function makeGraceful(server: Server): GracefulServer {
  const active = new Set<ServerResponse>();
  let stopping = false;
  let stopped: Promise<StopOutcome> | undefined;
  let cutOff: () => void = () => undefined;

  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    active.add(res);
    // A keep-alive client would otherwise send its next request on this connection while we stop.
    if (stopping) res.setHeader('Connection', 'close');
    res.once('close', () => {
      active.delete(res);
      if (stopping) server.closeIdleConnections();
    });
  });

  return {
    inFlight: () => active.size,
    stop(graceMs) {
      stopped ??= new Promise<StopOutcome>((resolve) => {
        stopping = true;
        for (const res of active) if (!res.headersSent) res.setHeader('Connection', 'close');
        cutOff = () => {
          clearTimeout(timer);
          const dropped = active.size;
          server.closeAllConnections();
          resolve({ kind: 'forced', dropped });
        };
        const timer = setTimeout(cutOff, graceMs);
        // close() stops accepting and calls back once the last connection has closed.
        server.close(() => {
          clearTimeout(timer);
          resolve({ kind: 'drained' });
        });
        server.closeIdleConnections();
      });
      return stopped;
    },
    cutOff: () => cutOff(),
  };
}
