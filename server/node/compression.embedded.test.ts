/** The app's files are sent as the build's brotli or gzip copy when the browser accepts one. */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { setup } from '../testing/test-helpers';

const dir = mkdtempSync(path.join(tmpdir(), 'robot-console-compression-'));
mkdirSync(path.join(dir, 'assets'));
const script = `export const words = ${JSON.stringify('robot '.repeat(4000))};\n`;
const html = `<!doctype html><title>Robot Console</title>${'<p>operator</p>'.repeat(200)}`;
writeFileSync(path.join(dir, 'assets', 'index-1a2b3c.js'), script);
writeFileSync(path.join(dir, 'index.html'), html);
writeFileSync(path.join(dir, 'assets', 'tiny-9z.js'), 'x=1');
writeFileSync(path.join(dir, 'logo.png'), Buffer.alloc(4096, 1));
// The copies the build writes beside a file (precompress-plugin.ts).
for (const file of [path.join(dir, 'assets', 'index-1a2b3c.js'), path.join(dir, 'index.html')]) {
  writeFileSync(`${file}.br`, brotliCompressSync(readFileSync(file)));
  writeFileSync(`${file}.gz`, gzipSync(readFileSync(file)));
}
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const { app } = await setup({ STATIC_DIR: dir });
const get = (target: string, acceptEncoding?: string) =>
  app.request(target, { headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding } });

describe('serving the copies', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0.2, br;q=0', 'gzip'],
  ])('sends the %j browser the %s copy, with its length and Vary', async (accept, coding) => {
    const response = await get('/assets/index-1a2b3c.js', accept);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(coding);
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(body.byteLength));
    const decoded = coding === 'br' ? brotliDecompressSync(body) : gunzipSync(body);
    expect(decoded.toString()).toBe(script);
    expect(body.byteLength).toBeLessThan(script.length / 10);
  });

  it.each([
    [undefined],
    [''],
    ['identity'],
    ['deflate, zstd'],
    ['gzip;q=0, br;q=0'],
    ['gzip;q=0.5, identity'],
  ])('sends the file as it is to a browser accepting %j', async (accept) => {
    const response = await get('/assets/index-1a2b3c.js', accept);
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('content-length')).toBe(String(script.length));
    expect(await response.text()).toBe(script);
  });

  it('compresses index.html too, on the app routes that fall back to it', async () => {
    for (const target of ['/', '/queue']) {
      const response = await get(target, 'br');
      expect(response.headers.get('content-encoding'), target).toBe('br');
      expect(response.headers.get('cache-control'), target).toBe('no-cache');
      expect(brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(html);
    }
  });

  it('sends files without a copy as they are', async () => {
    const tiny = await get('/assets/tiny-9z.js', 'br, gzip');
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe('x=1');
    const image = await get('/logo.png', 'br, gzip');
    expect(image.headers.get('content-encoding')).toBeNull();
    expect(image.headers.get('vary')).toBeNull();
  });

  it('answers HEAD with the length of what GET would send', async () => {
    const response = await app.request('/assets/index-1a2b3c.js', {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-length')).toBe(
      String(readFileSync(path.join(dir, 'assets', 'index-1a2b3c.js.gz')).byteLength),
    );
  });
});
