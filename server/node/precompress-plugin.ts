/**
 * A build step: writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the
 * app's build, at the highest levels (the work is done once, at build time, not on every request). The
 * server sends the copy the browser accepts (static.ts). A copy that would not be smaller is not written.
 * A build for the end-to-end tests (`PRECOMPRESS=fast`, the demo's in `npm test`) compresses fast instead:
 * brotli's highest level took 8.4 s of CPU on the demo's 4.9 MB of scripts, level 5 0.2 s, for copies 11 %
 * larger (1.10 instead of 0.99 MB). Every build anyone is served keeps the highest levels.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats; images and fonts are compressed already, and tiny files gain nothing. */
const compressible = /\.(?:html|js|mjs|css|json|svg|txt|webmanifest)$/;
const minBytes = 1024;

/** `smallest` for what people download; `fast` for a build only the tests serve. */
export type Compression = 'smallest' | 'fast';

const levels = {
  smallest: { brotli: constants.BROTLI_MAX_QUALITY, gzip: constants.Z_BEST_COMPRESSION },
  fast: { brotli: 5, gzip: constants.Z_DEFAULT_COMPRESSION },
} as const;

export async function precompressFile(file: string, compression: Compression = 'smallest'): Promise<void> {
  if (!compressible.test(file)) return;
  const content = await readFile(file);
  if (content.byteLength < minBytes) return;
  const level = levels[compression];
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: level.brotli,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
      },
    }),
    gzipAsync(content, { level: level.gzip }),
  ]);
  const writes: Promise<void>[] = [];
  if (br.byteLength < content.byteLength) writes.push(writeFile(`${file}.br`, br));
  if (gz.byteLength < content.byteLength) writes.push(writeFile(`${file}.gz`, gz));
  await Promise.all(writes);
}

/** Only the browser build: the server's own build (`--ssr`) is not served to anyone. */
export function precompress(): Plugin {
  const compression: Compression = process.env.PRECOMPRESS === 'fast' ? 'fast' : 'smallest';
  return {
    name: 'robot-console-precompress',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    // The files as written to disk, so each copy is exactly what it stands in for.
    async writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      await Promise.all(
        Object.keys(bundle).map((fileName) => precompressFile(path.join(dir, fileName), compression)),
      );
    },
  };
}
