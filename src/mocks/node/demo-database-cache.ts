/**
 * The demo's database template, kept between builds: making it creates a PostgreSQL cluster (seconds on a
 * quiet machine, a minute on a busy one), and what it holds changes only with the migrations, the code
 * that applies them and the versions of PGlite and Kysely. `npm start` and the end-to-end suite build the
 * demo again every time; they make the template once.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** What the template is made from: the files and packages whose change makes it another one. */
export const templateSources = {
  files: [
    'server/storage/migrations.ts',
    'server/storage/database.ts',
    'server/storage/pglite.ts',
    'server/storage/pglite-pool.ts',
    'src/mocks/node/demo-database-dump.ts',
  ],
  packages: ['@electric-sql/pglite', 'kysely'],
} as const;

/** A name for the template made from the sources as they are now in `root`. */
export async function templateKey(root: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of templateSources.files) hash.update(await readFile(path.join(root, file)));
  for (const name of templateSources.packages) {
    const manifest = await readFile(path.join(root, 'node_modules', name, 'package.json'), 'utf8');
    hash.update(`${name}@${(JSON.parse(manifest) as { version?: string }).version ?? ''}`);
  }
  return hash.digest('hex').slice(0, 16);
}

const prefix = 'demo-database-';

/**
 * The template named `key` from `dir`, or made by `make` and kept there (in place of any older one:
 * each is 5 MB). A cache that cannot be read or written only costs the making.
 */
export async function cachedTemplate(
  dir: string,
  key: string,
  make: () => Promise<Uint8Array<ArrayBuffer>>,
): Promise<Uint8Array<ArrayBuffer>> {
  const file = path.join(dir, `${prefix}${key}.tar.gz`);
  try {
    return new Uint8Array(await readFile(file));
  } catch {
    // Not made yet: made below.
  }
  const bytes = await make();
  try {
    await mkdir(dir, { recursive: true });
    for (const old of await readdir(dir)) {
      if (old.startsWith(prefix)) await rm(path.join(dir, old), { force: true });
    }
    // Written whole under another name first: a build that stops half way leaves no half template.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, file);
  } catch {
    // Read-only or full: the next build makes it again.
  }
  return bytes;
}
