import { existsSync, mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { csrf, setup } from '../testing/test-helpers';
import { signedInLayoutModules } from './signed-in-preloads';

const dir = mkdtempSync(path.join(tmpdir(), 'robot-console-static-'));
mkdirSync(path.join(dir, 'assets'));
writeFileSync(
  path.join(dir, 'index.html'),
  '<!doctype html><html><head><title>Robot Console</title></head><body></body></html>',
);
writeFileSync(path.join(dir, 'assets', 'index-1a2b3c.js'), 'console.log(1)');
writeFileSync(path.join(dir, 'assets', 'index-1a2b3c.js.map'), '{"sources":[]}');
writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
writeFileSync(path.join(dir, '.env'), 'SECRET=1');
writeFileSync(path.join(dir, 'assets', '.env'), 'SECRET=2');
// The build's manifest, as Vite writes it: the entry, the shell and the schedule notices with what they import.
mkdirSync(path.join(dir, '.vite'));
writeFileSync(
  path.join(dir, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-1a2b3c.js', isEntry: true, css: ['assets/index-1a2b3c.css'] },
    'src/app/shell.tsx': {
      file: 'assets/shell-4d5e6f.js',
      imports: ['index.html', '_shared-777.js'],
      css: ['assets/shell-4d5e6f.css'],
    },
    'src/features/schedules/schedule-notices.tsx': {
      file: 'assets/schedule-notices-888.js',
      imports: ['index.html', '_shared-777.js'],
    },
    '_shared-777.js': { file: 'assets/shared-777.js', css: ['assets/shared-777.css'] },
    'src/app/pages/queue-route.tsx': { file: 'assets/queue-route-999.js', imports: ['index.html'] },
  }),
);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const { app } = await setup({ STATIC_DIR: dir });

describe('static files', () => {
  it('serves index.html with no-cache and the security headers', async () => {
    const response = await app.request('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toContain('Robot Console');
  });

  it('names the signed-in pages’ common code in the document of a browser with a session, to fetch it at once', async () => {
    const signedIn = await app.request('/queue', { headers: { Cookie: 'robot-console-session=abc' } });
    const html = await signedIn.text();
    const links = [...html.matchAll(/<link rel="([^"]+)"(?: as="style")? href="([^"]+)">/g)].map(
      ([, rel, href]) => `${rel} ${href}`,
    );
    expect(links.sort()).toEqual([
      'modulepreload /assets/schedule-notices-888.js',
      'modulepreload /assets/shared-777.js',
      'modulepreload /assets/shell-4d5e6f.js',
      'preload /assets/shared-777.css',
      'preload /assets/shell-4d5e6f.css',
    ]);
    // In the head, before the app's entry runs; the entry and the page's own code are not repeated.
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
    expect(signedIn.headers.get('vary')).toContain('Cookie');
    expect(signedIn.headers.get('cache-control')).toBe('no-cache');

    // Signed out (the sign-in page): the document as built, fetching nothing it does not show.
    const signedOut = await app.request('/login');
    expect(await signedOut.text()).not.toContain('preload');
    expect(signedOut.headers.get('vary')).toContain('Cookie');
  });

  it('knows the layout routes it preloads by files the app has', () => {
    for (const module of signedInLayoutModules) expect(existsSync(module), module).toBe(true);
  });

  it('long-caches hashed assets', async () => {
    const response = await app.request('/assets/index-1a2b3c.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('falls back to index.html for client-side routes', async () => {
    for (const route of ['/executions/PC1/E1', '/reporting-records', '/sign-in']) {
      const response = await app.request(route);
      expect(response.status, route).toBe(200);
      expect(await response.text()).toContain('Robot Console');
    }
  });

  it('never serves source maps, dotfiles, missing assets or the app in place of a missing root file', async () => {
    for (const target of [
      '/assets/index-1a2b3c.js.map',
      '/.env',
      '/assets/gone-999.js',
      '/llms.txt',
      '/apple-touch-icon.png',
    ]) {
      const response = await app.request(target);
      expect(response.status, target).toBe(404);
      expect(await response.json()).toMatchObject({ error: 'not-found' });
    }
  });

  it('never serves a dotfile in a folder', async () => {
    const response = await app.request('/assets/.env');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('SECRET');
  });

  it('serves the app for a client route with an encoded character, a percent sign included', async () => {
    // Ids are opaque (spec-gaps.ts): an execution id may hold a space or a '%', percent-encoded in its page's address.
    for (const route of ['/executions/PC%201/E1', '/executions/PC1/E%25-1']) {
      const response = await app.request(route);
      expect(response.status, route).toBe(200);
      expect(await response.text()).toContain('Robot Console');
    }
  });

  it('answers JSON 404 for API-looking paths instead of the SPA', async () => {
    // /api/ is the team workspace: a path it does not serve is refused as JSON, signed in or not.
    const workspace = await app.request('/api/integration/v1/result/PC1/E1', { headers: csrf });
    expect(workspace.status).toBe(404);
    expect(workspace.headers.get('content-type')).toContain('application/json');
    for (const target of ['/session/extra', '/reporting/api/x', '/orchestrator']) {
      const response = await app.request(target, { headers: csrf });
      expect(response.status, target).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
    }
  });

  it('answers JSON, not the SPA, to a navigation to the proxied API (it lacks the CSRF header)', async () => {
    for (const target of ['/reporting/api/x', '/orchestrator']) {
      const response = await app.request(target);
      expect(response.status, target).toBe(403);
      expect(response.headers.get('content-type')).toContain('application/json');
    }
  });

  it('serves the app for its reporting pages, which share the /reporting prefix with the API', async () => {
    for (const target of ['/reporting', '/reporting/suppliers', '/reporting/job-positions']) {
      const response = await app.request(target);
      expect(response.status, target).toBe(200);
      expect(response.headers.get('content-type'), target).toContain('text/html');
    }
  });

  it('serves other files from the directory', async () => {
    const response = await app.request('/favicon.svg');
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toBe('<svg/>');
  });
});
