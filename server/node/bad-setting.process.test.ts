/**
 * The built server started with a setting it cannot use: it exits at once with code 1 and one line that
 * names the setting, and never prints a secret it was given.
 */
import { execFile } from 'node:child_process';
import { describe, expect, inject, it } from 'vitest';

describe('the server started with a bad setting', () => {
  it('exits with code 1 and one line naming the setting', async () => {
    const result = await new Promise<{ code: number | null; stderr: string; stdout: string }>((resolve) => {
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        REPORTING_URL: 'https://rep.example',
        REPORTING_API_KEY: 'sk-hidden',
      };
      execFile(process.execPath, [inject('builtServerEntry')], { env }, (error, stdout, stderr) => {
        resolve({
          code: error === null ? 0 : typeof error.code === 'number' ? error.code : null,
          stdout,
          stderr,
        });
      });
    });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([expect.stringContaining('ORCHESTRATOR_URL')]);
    expect(result.stderr + result.stdout).not.toContain('sk-hidden');
  });
});
