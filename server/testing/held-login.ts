/**
 * A login endpoint that answers only when told to, for tests that stop a server with a sign-in in
 * flight: `arrival` settles when a sign-in reaches it, `release()` lets every one through.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makeJwt } from './test-helpers';

export interface HeldLogin {
  readonly url: string;
  readonly arrival: Promise<void>;
  release(): void;
  close(): Promise<void>;
}

export async function startHeldLogin(): Promise<HeldLogin> {
  let arrived: () => void = () => undefined;
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const token = makeJwt({ sub: 'ana@example.com', exp: Math.floor(Date.now() / 1000) + 3600 });
  const server = createServer((req, res) => {
    req.resume();
    arrived();
    void released.then(() => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ access_token: token, token_type: 'bearer', expires_in: 3600 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    arrival,
    release,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
