/**
 * A webhook receiver on the loopback interface for the tests: records every request (headers and raw
 * body) and answers with the statuses it is told, in turn (200 once they run out).
 */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPost {
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

export interface WebhookReceiver {
  readonly url: string;
  readonly posts: ReceivedPost[];
  /** The statuses of the next answers, in order; a 3xx sends `Location: /elsewhere`. */
  answer(...statuses: number[]): void;
  /** Runs `hook` on each post before it is answered (the sender waits meanwhile). */
  beforeAnswer(hook: (post: ReceivedPost) => Promise<void>): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(path = '/hooks/robot-console'): Promise<WebhookReceiver> {
  const posts: ReceivedPost[] = [];
  const statuses: number[] = [];
  let hook: (post: ReceivedPost) => Promise<void> = () => Promise.resolve();
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const post = { path: req.url ?? '', headers: req.headers, body };
      posts.push(post);
      void hook(post).then(() => {
        const status = statuses.shift() ?? 200;
        res.writeHead(status, status >= 300 && status < 400 ? { Location: '/elsewhere' } : {});
        res.end(status >= 400 ? 'receiver trouble: internal details' : '');
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    posts,
    answer: (...next) => statuses.push(...next),
    beforeAnswer: (next) => {
      hook = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
