/**
 * Measures what a first visit downloads: the JS and CSS that dist/index.html loads before any lazy
 * route, raw and gzip-compressed, against the budget. Run after `npm run build` (bench:bundle does both).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const budgetGzipKiB = { js: 260, css: 40 };
const dist = process.argv[2] ?? 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const firstLoad = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1] ?? '');

function size(path: string): { raw: number; gzip: number } {
  const bytes = readFileSync(join(dist, path));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

const kib = (n: number) => (n / 1024).toFixed(1);
let failed = false;
for (const kind of ['js', 'css'] as const) {
  const files = firstLoad.filter((file) => file.endsWith(`.${kind}`));
  const total = files
    .map(size)
    .reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip }), { raw: 0, gzip: 0 });
  const over = total.gzip / 1024 > budgetGzipKiB[kind];
  failed ||= over;
  console.log(
    `first-load ${kind}: ${files.length} files, ${kib(total.raw)} KiB raw, ${kib(total.gzip)} KiB gzip ` +
      `(budget ${budgetGzipKiB[kind]} KiB gzip)${over ? '  OVER BUDGET' : ''}`,
  );
}
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
