/** msw handlers that hand the page's calls to its own server (mock-server.ts): every path the server answers. */
import { http, type HttpHandler } from 'msw';
import { browserPrefix } from '@/api/endpoints';
import { workspacePrefix } from '@/api/workspace';
import type { MockServer } from './mock-server';

export function mockServerHandlers(server: MockServer): HttpHandler[] {
  const handle = ({ request }: { request: Request }) => server.handle(request);
  // Only `<prefix>/api/*` upstream paths: every spec path starts with /api/, and the app has pages under /reporting/.
  return [
    http.all('/session', handle),
    ...Object.values(browserPrefix).map((prefix) => http.all(`${prefix}/api/*`, handle)),
    http.all(`${workspacePrefix}/*`, handle),
  ];
}
