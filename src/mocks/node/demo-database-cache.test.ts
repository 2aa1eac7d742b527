import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedTemplate, templateKey, templateSources } from './demo-database-cache';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function cacheDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'robot-console-template-cache-'));
  dirs.push(dir);
  return path.join(dir, 'cache');
}

describe("the demo database template's cache", () => {
  it('makes the template once per key, and keeps only the latest one', async () => {
    const dir = cacheDir();
    const make = vi.fn(() => Promise.resolve(new Uint8Array([1, 2, 3])));
    expect(await cachedTemplate(dir, 'first', make)).toEqual(new Uint8Array([1, 2, 3]));
    // The next build reads it: no cluster is created again.
    expect(await cachedTemplate(dir, 'first', make)).toEqual(new Uint8Array([1, 2, 3]));
    expect(make).toHaveBeenCalledTimes(1);

    // The schema changed: another template, in place of the old one.
    const remake = vi.fn(() => Promise.resolve(new Uint8Array([4])));
    expect(await cachedTemplate(dir, 'second', remake)).toEqual(new Uint8Array([4]));
    expect(remake).toHaveBeenCalledTimes(1);
    expect(readdirSync(dir)).toEqual(['demo-database-second.tar.gz']);
  });

  it('is named after the migrations and the versions that make it', async () => {
    const root = path.dirname(cacheDir());
    for (const file of templateSources.files) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), `// ${file}`);
    }
    const version = (name: string, value: string) => {
      mkdirSync(path.join(root, 'node_modules', name), { recursive: true });
      writeFileSync(
        path.join(root, 'node_modules', name, 'package.json'),
        JSON.stringify({ version: value }),
      );
    };
    for (const name of templateSources.packages) version(name, '1.0.0');
    const first = await templateKey(root);
    expect(await templateKey(root)).toBe(first);

    writeFileSync(path.join(root, 'server/storage/migrations.ts'), '// one more migration');
    const second = await templateKey(root);
    expect(second).not.toBe(first);
    version('@electric-sql/pglite', '1.0.1');
    expect(await templateKey(root)).not.toBe(second);
  });
});
