/**
 * Measures what a first visit downloads: index.html and the JS and CSS it loads before any lazy route,
 * as the server sends them (its own static handler, asked with `Accept-Encoding: br`, `gzip` and
 * nothing), against the budget. Run after the app's build (bench:bundle builds it first).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { staticHandler } from '../../server/node/static';

const budgetGzipKiB = { js: 260, css: 40 };
const dist = process.argv[2] ?? 'dist/app';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const firstLoad = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');

// Only files are asked for: the server's own static handler is all of the server this needs.
const app = new Hono().all('*', staticHandler(dist));

const codings = ['identity', 'gzip', 'br'] as const;
type Coding = (typeof codings)[number];
type Sizes = Record<Coding, number>;

/** The bytes of the body the server sends for `path` to a browser accepting `coding`. */
async function sent(path: string, coding: Coding): Promise<number> {
  const headers: Record<string, string> = coding === 'identity' ? {} : { 'Accept-Encoding': coding };
  const response = await app.request(path, { headers });
  if (response.status !== 200) throw new Error(`${path}: status ${response.status}`);
  const encoding = response.headers.get('content-encoding') ?? 'identity';
  if (encoding !== coding) {
    const how = encoding === 'identity' ? 'uncompressed' : `as ${encoding}`;
    console.log(`  note: ${path} is sent ${how} to a browser accepting ${coding}`);
  }
  return (await response.arrayBuffer()).byteLength;
}

async function total(paths: readonly string[]): Promise<Sizes> {
  const sizes: Sizes = { identity: 0, gzip: 0, br: 0 };
  for (const path of paths) for (const coding of codings) sizes[coding] += await sent(path, coding);
  return sizes;
}

const kib = (n: number) => (n / 1024).toFixed(1);
const describe = (sizes: Sizes) =>
  `${kib(sizes.identity)} KiB raw, ${kib(sizes.gzip)} KiB gzip, ${kib(sizes.br)} KiB brotli`;

let failed = false;
const overall: Sizes = { identity: 0, gzip: 0, br: 0 };
const groups = [
  ['html', ['/']],
  ['js', firstLoad.filter((file) => file.endsWith('.js'))],
  ['css', firstLoad.filter((file) => file.endsWith('.css'))],
] as const;
console.log('first visit, as the server sends it:');
for (const [kind, files] of groups) {
  const sizes = await total(files);
  for (const coding of codings) overall[coding] += sizes[coding];
  const budget = kind === 'html' ? undefined : budgetGzipKiB[kind];
  const over = budget !== undefined && sizes.gzip / 1024 > budget;
  failed ||= over;
  const budgetText = budget === undefined ? '' : ` (budget ${budget} KiB gzip)${over ? '  OVER BUDGET' : ''}`;
  console.log(`  ${kind}: ${files.length} file(s), ${describe(sizes)}${budgetText}`);
}
console.log(`  all: ${describe(overall)}`);

const all = readdirSync(join(dist, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .reduce((sum, file) => sum + statSync(join(dist, 'assets', file)).size, 0);
console.log(`all JS chunks: ${kib(all)} KiB raw`);
const maps = readdirSync(join(dist, 'assets')).filter((file) => file.endsWith('.map'));
if (maps.length > 0) {
  console.log(`source maps present: ${maps.join(', ')}`);
  failed = true;
}
process.exitCode = failed ? 1 : 0;
