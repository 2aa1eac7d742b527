import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { migrateToLatest } from '../storage/database';
import { DataDirInUseError, openEmbeddedDatabase } from './embedded-database';

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/**
 * A DATA_DIR of its own holding a migrated database (a copy of the run's, built-server-setup.ts): creating
 * one takes seconds, and what is shown here is how an existing one is opened, locked and kept.
 */
function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'robot-console-data-'));
  dirs.push(dir);
  cpSync(inject('serverDataTemplate'), dir, { recursive: true });
  return dir;
}

/** Starts a server-like process that commits `rows` rows and resolves once it says they are committed. */
function startWriter(dataDir: string, rows: number): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'server/testing/embedded-writer.ts', dataDir, String(rows)],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`committed ${rows}`)) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`the writer exited early (${code})`)));
  });
}

function killed(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

describe('the embedded database', () => {
  it('refuses a second server on the same DATA_DIR, and keeps what was committed when the first is killed -9', async () => {
    const dataDir = tempDataDir();
    const writer = await startWriter(dataDir, 25);

    await expect(openEmbeddedDatabase(dataDir)).rejects.toThrow(DataDirInUseError);
    await expect(openEmbeddedDatabase(dataDir)).rejects.toThrow(
      /embedded database serves one server instance/,
    );

    await killed(writer);
    const database = await openEmbeddedDatabase(dataDir);
    try {
      await migrateToLatest(database.db);
      const rows = await database.db.selectFrom('activity').select('target').orderBy('id').execute();
      expect(rows.map((row) => row.target)).toEqual(Array.from({ length: 25 }, (_, index) => String(index)));
    } finally {
      await database.close();
    }
  });

  it('opens again after a clean close, with its data', async () => {
    const dataDir = tempDataDir();
    const first = await openEmbeddedDatabase(dataDir);
    await migrateToLatest(first.db);
    await first.db
      .insertInto('activity')
      .values({ at: new Date(), actor: 'a', action: 'test', target: 'kept', details: '{}' })
      .execute();
    await first.close();
    const second = await openEmbeddedDatabase(dataDir);
    try {
      expect(await second.db.selectFrom('activity').select('target').execute()).toEqual([{ target: 'kept' }]);
    } finally {
      await second.close();
    }
  });
});
