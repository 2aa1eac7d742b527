import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { embeddedSecret } from './open-database';

const parents: string[] = [];
afterEach(() => {
  for (const parent of parents.splice(0)) rmSync(parent, { recursive: true, force: true });
});

function newDataDir(): string {
  const parent = mkdtempSync(path.join(tmpdir(), 'robot-console-secret-'));
  parents.push(parent);
  return path.join(parent, 'data');
}

const mode = (file: string) => statSync(file).mode & 0o777;

describe('the embedded store’s session secret', () => {
  it('is made on a first start in a DATA_DIR for the server’s user only, and read again afterwards', () => {
    const dataDir = newDataDir();
    const secret = embeddedSecret(dataDir);
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(path.join(dataDir, 'session-secret'))).toBe(0o600);
    // Long enough to be a secret (SESSION_SECRET asks for 32 characters at least).
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(embeddedSecret(dataDir)).toBe(secret);
  });

  it('keeps a secret already in DATA_DIR', () => {
    const dataDir = newDataDir();
    embeddedSecret(dataDir);
    writeFileSync(path.join(dataDir, 'session-secret'), 'a-secret-another-process-wrote-first-0123456789\n');
    expect(embeddedSecret(dataDir)).toBe('a-secret-another-process-wrote-first-0123456789');
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8')).toContain('another-process');
  });
});
