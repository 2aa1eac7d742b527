/**
 * msw handlers for the two upstream services, generated from the endpoint table: one handler per row,
 * each delegating to the one upstream implementation in upstream.ts.
 */
import { http, type HttpHandler } from 'msw';
import { endpointNames, endpoints, type EndpointDef, type HttpMethod } from '@/api/endpoints';
import { createUpstreamHandler } from './upstream';
import type { Simulator } from './simulator';

interface UpstreamUrls {
  readonly orchestratorUrl: string;
  readonly reportingUrl: string;
}

const verbs: Record<HttpMethod, typeof http.get> = { GET: http.get, POST: http.post, DELETE: http.delete };

export function upstreamHandlers(sim: Simulator, urls: UpstreamUrls): HttpHandler[] {
  const handle = createUpstreamHandler(sim);
  const base = { orchestrator: urls.orchestratorUrl, reporting: urls.reportingUrl };
  return endpointNames.map((name) => {
    const def: EndpointDef = endpoints[name];
    const prefix = new URL(base[def.upstream]).pathname.replace(/\/$/, '');
    return verbs[def.method](`${base[def.upstream]}${def.path}`, async ({ request }) => {
      if (prefix === '') return handle(request);
      // A base URL with a path (e.g. http://host/orchestrator): the upstream handler sees spec paths only.
      const url = new URL(request.url);
      url.pathname = url.pathname.slice(prefix.length);
      const body = request.method === 'GET' ? null : await request.arrayBuffer();
      return handle(
        new Request(url, { method: request.method, headers: request.headers, body, signal: request.signal }),
      );
    });
  });
}
