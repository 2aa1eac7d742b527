/** msw handlers that hand the page's calls to its own server (mock-server.ts): every path the server answers. */
import { http, type HttpHandler } from 'msw';
import { browserPrefix } from '@/api/endpoints';
import { sessionPath, workspacePrefix } from '@/api/workspace/routes';
import type { MockServer } from './mock-server';

/**
 * `origin`: where the page is (empty: the page's own origin, as in a browser or a test's DOM; Node has none,
 * so a test there names one). The live stream (`/api/events`, under the workspace prefix) is a streamed
 * answer, which msw passes on as it comes: in a browser, its worker hands the stream itself to the page
 * (a transferable ReadableStream), and keeps no copy of an event stream.
 */
export function mockServerHandlers(server: Pick<MockServer, 'handle'>, origin = ''): HttpHandler[] {
  const handle = ({ request }: { request: Request }) => server.handle(request);
  // Only `<prefix>/api/*` upstream paths: every spec path starts with /api/, and the app has pages under /reporting/.
  return [
    http.all(`${origin}${sessionPath}`, handle),
    // Below it: signing out everywhere.
    http.all(`${origin}${sessionPath}/*`, handle),
    ...Object.values(browserPrefix).map((prefix) => http.all(`${origin}${prefix}/api/*`, handle)),
    http.all(`${origin}${workspacePrefix}/*`, handle),
  ];
}
