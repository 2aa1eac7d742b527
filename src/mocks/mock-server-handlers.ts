/** msw handlers that hand the page's calls to its own server (mock-server.ts): every path the server answers. */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { browserPrefix } from '@/api/endpoints';
import { liveEventsPath } from '@/api/live-events';
import { workspacePrefix } from '@/api/workspace';
import type { MockServer } from './mock-server';

/**
 * `origin`: where the page is (empty: the page's own origin, as in a browser or jsdom; Node has none,
 * so a test there names one). The live stream (`/api/events`) is a streamed answer, which msw passes on
 * as it comes.
 */
export function mockServerHandlers(
  server: MockServer,
  origin = '',
  options: { readonly liveStream?: boolean } = {},
): HttpHandler[] {
  const handle = ({ request }: { request: Request }) => server.handle(request);
  // In a browser the service worker holds a streamed answer back until it ends, so the demo offers no
  // stream: the page falls back at once to reading the journal on an interval (the follower still runs).
  const noStream =
    options.liveStream === false
      ? [
          http.get(`${origin}${liveEventsPath}`, () =>
            HttpResponse.json(
              { error: 'live-unavailable', message: 'The demo reads the queue every few seconds instead.' },
              { status: 503 },
            ),
          ),
        ]
      : [];
  // Only `<prefix>/api/*` upstream paths: every spec path starts with /api/, and the app has pages under /reporting/.
  return [
    ...noStream,
    http.all(`${origin}/session`, handle),
    ...Object.values(browserPrefix).map((prefix) => http.all(`${origin}${prefix}/api/*`, handle)),
    http.all(`${origin}${workspacePrefix}/*`, handle),
  ];
}
