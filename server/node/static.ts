/**
 * Serves the built SPA from STATIC_DIR. Hashed files under /assets/ are cached for a year; index.html is
 * revalidated every time so a deployment takes effect at once. Any other GET that is not a file gets
 * index.html (client-side routes), except a missing root file such as /favicon.ico. Source maps and
 * dotfiles are never served. Where the build left a brotli or gzip copy beside a file (see
 * precompress-plugin.ts), the copy the browser accepts is sent.
 *
 * Hand-written rather than @hono/node-server's serveStatic, which was tried: its `precompressed` option
 * matches Accept-Encoding entries word for word (q-values, `*` and x-gzip ignored: five cases of
 * compression.test.ts get the wrong copy), it refuses any path holding a '%', so reloading the page of an
 * execution whose id has one gave a 404 (static.test.ts, "a percent sign included"), and it sends dotfiles
 * in folders. What would remain of it (the fallback, the coding, the types, the cache headers patched on
 * its answer) was no shorter than this.
 */
import { isServerApiPath } from '../../src/api/paths';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context, Handler } from 'hono';
import { chooseCoding, codingSuffix, precompressedCodings, type ContentCoding } from './content-encoding';
import { jsonError } from '../http-utils';
import { sessionIdIn } from '../routes/session-cookie';
import { signedInPreloads } from './signed-in-preloads';

const contentTypes: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const notFound = () => jsonError(404, 'not-found', 'There is nothing here.');

async function fileAt(file: string): Promise<Buffer | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? await readFile(file) : undefined;
  } catch {
    return undefined;
  }
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Types worth compressing; images and fonts are compressed already. */
const compressibleExtensions = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.webmanifest',
]);

/**
 * The answer for a file that exists: its precompressed copy when the browser accepts one, else the file.
 * `Vary` is set on every compressible answer, so a shared cache never hands a copy to a browser that
 * did not ask for it.
 */
async function fileResponse(
  c: Context,
  file: string,
  content: Buffer,
  headers: Record<string, string>,
): Promise<Response> {
  const extension = path.extname(file).toLowerCase();
  const all: Record<string, string> = {
    'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
    ...headers,
  };
  let body = content;
  if (compressibleExtensions.has(extension)) {
    all.Vary = headers.Vary === undefined ? 'Accept-Encoding' : `Accept-Encoding, ${headers.Vary}`;
    const available: ContentCoding[] = [];
    for (const coding of precompressedCodings) {
      if (await isFile(file + codingSuffix[coding])) available.push(coding);
    }
    const coding = chooseCoding(c.req.header('accept-encoding'), available);
    const compressed = coding === undefined ? undefined : await fileAt(file + codingSuffix[coding]);
    if (coding !== undefined && compressed !== undefined) {
      body = compressed;
      all['Content-Encoding'] = coding;
    }
  }
  all['Content-Length'] = String(body.byteLength);
  return new Response(new Uint8Array(body), { headers: all });
}

export function staticHandler(staticDir: string): Handler {
  const root = path.resolve(staticDir);
  const indexFile = path.join(root, 'index.html');

  // Read once: the build does not change under a running server.
  const preloads = signedInPreloads(root);

  async function serveIndex(c: Context): Promise<Response> {
    const html = await fileAt(indexFile);
    if (html === undefined) return jsonError(404, 'not-built', 'The app has not been built (npm run build).');
    const cookies = c.req.header('cookie');
    // A session cookie says the page will be a signed-in one (whether it is still valid, the app asks).
    const signedIn = sessionIdIn(cookies, true) !== undefined || sessionIdIn(cookies, false) !== undefined;
    if (!signedIn || preloads === '') {
      return fileResponse(c, indexFile, html, { 'Cache-Control': 'no-cache', Vary: 'Cookie' });
    }
    // About 1.5 kB: sent as it is rather than compressed on every request.
    const body = html.toString('utf8').replace('</head>', `${preloads}</head>`);
    return c.body(body, 200, {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding, Cookie',
    });
  }

  return async (c) => {
    // Hono routes HEAD to this handler as a GET (the method still reads HEAD) and drops the body.
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD')
      return jsonError(405, 'method-not-allowed', 'Use GET here.', { Allow: 'GET, HEAD' });
    const pathname = new URL(c.req.url).pathname;
    if (isServerApiPath(pathname)) return notFound();

    let relative: string;
    try {
      relative = decodeURIComponent(pathname);
    } catch {
      return jsonError(400, 'bad-request-target', 'The path is not valid percent-encoding.');
    }
    const segments = relative.split('/').filter((part) => part !== '');
    // Dotfiles (.env, .git) and parent segments are never looked up on disk.
    if (relative.includes('\0') || segments.some((part) => part.startsWith('.'))) return notFound();
    if (relative.endsWith('.map')) return notFound();
    if (segments.length === 0 || relative === '/index.html') return serveIndex(c);

    const file = path.resolve(root, ...segments);
    if (!file.startsWith(root + path.sep)) return notFound();
    const content = await fileAt(file);
    if (content === undefined) {
      // A missing hashed asset is a stale page asking for an old build: index.html would not help.
      if (segments[0] === 'assets') return notFound();
      // Nor does it help a crawler or a browser asking for a root file the build lacks (favicon.ico,
      // llms.txt, sitemap.xml): no page of the app is a root path with an extension.
      if (segments.length === 1 && path.extname(relative) !== '') return notFound();
      return serveIndex(c);
    }
    const immutable = segments[0] === 'assets';
    return fileResponse(c, file, content, {
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    });
  };
}
