/**
 * A build step: writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of the
 * app's build, at the highest levels (the work is done once, at build time, not on every request). The
 * server sends the copy the browser accepts (static.ts). A copy that would not be smaller is not written.
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

export async function precompressFile(file: string): Promise<void> {
  if (!compressible.test(file)) return;
  const content = await readFile(file);
  if (content.byteLength < minBytes) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
      },
    }),
    gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const writes: Promise<void>[] = [];
  if (br.byteLength < content.byteLength) writes.push(writeFile(`${file}.br`, br));
  if (gz.byteLength < content.byteLength) writes.push(writeFile(`${file}.gz`, gz));
  await Promise.all(writes);
}

/** Only the browser build: the server's own build (`--ssr`) is not served to anyone. */
export function precompress(): Plugin {
  return {
    name: 'robot-console-precompress',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    // The files as written to disk, so each copy is exactly what it stands in for.
    async writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      await Promise.all(Object.keys(bundle).map((fileName) => precompressFile(path.join(dir, fileName))));
    },
  };
}
