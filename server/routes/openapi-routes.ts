/**
 * `GET /api/openapi.json`: the OpenAPI document of the console's own API (openapi-document.ts), made at
 * the first request and kept. It describes routes, never data, so it is served without a session:
 * tools and scripts fetch it before they sign in.
 */
import { Hono } from 'hono';
import { openApiPath } from '../../src/api/workspace/route-description';
import { openApiDocument } from './openapi-document';

export function openApiRoutes(): Hono {
  const routes = new Hono();
  let text: string | undefined;
  routes.get(openApiPath, (c) => {
    text ??= JSON.stringify(openApiDocument());
    return c.body(text, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
  return routes;
}
