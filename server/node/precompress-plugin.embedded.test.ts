/** The build step that writes the compressed copies, and the choice between them. */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseCoding } from './content-encoding';
import { precompressFile } from './precompress-plugin';

const dir = mkdtempSync(path.join(tmpdir(), 'robot-console-precompress-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the build step', () => {
  it('writes brotli and gzip copies of text files, and none of tiny files or images', async () => {
    const script = path.join(dir, 'index-1a2b3c.js');
    const text = `export const words = ${JSON.stringify('robot '.repeat(4000))};\n`;
    writeFileSync(script, text);
    writeFileSync(path.join(dir, 'tiny.js'), 'x=1');
    writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096, 1));
    for (const file of ['index-1a2b3c.js', 'tiny.js', 'logo.png'])
      await precompressFile(path.join(dir, file));

    expect(brotliDecompressSync(readFileSync(`${script}.br`)).toString()).toBe(text);
    expect(gunzipSync(readFileSync(`${script}.gz`)).toString()).toBe(text);
    expect(existsSync(path.join(dir, 'tiny.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'logo.png.gz'))).toBe(false);
  });
});

describe('Accept-Encoding', () => {
  it('prefers the highest q-value, brotli on a tie, and ignores malformed entries', () => {
    expect(chooseCoding('gzip, br', ['br', 'gzip'])).toBe('br');
    expect(chooseCoding('br;q=2, gzip', ['br', 'gzip'])).toBe('gzip');
    expect(chooseCoding('br;q=abc', ['br', 'gzip'])).toBeUndefined();
    expect(chooseCoding('gzip ; q=0.800 , br;q=0.7', ['br', 'gzip'])).toBe('gzip');
    expect(chooseCoding('br', ['gzip'])).toBeUndefined();
    expect(chooseCoding('identity;q=1, gzip;q=0.5', ['br', 'gzip'])).toBeUndefined();
  });
});
