import { expect, test } from '@playwright/test';
import { spawn } from 'node:child_process';
import { demoAccount, fillSignIn } from '../support/fixtures';
import { e2ePorts } from '../support/ports';

// The script behind `npm run serve:fake`, after its build: it runs the production build in dist/, which
// the `server` project's web server has built before any test starts.
test('serve:fake runs the production server in front of the fake upstream, on PORT, with the account it prints', async ({
  page,
}) => {
  const port = e2ePorts.serveFake;
  const script = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/serve-fake.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => script.once('exit', resolve));
  let output = '';
  script.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    await expect
      .poll(() => output, { timeout: 60_000 })
      .toContain(`sign in   ${demoAccount.username} / ${demoAccount.password}`);
    expect(output).toContain(`open      http://127.0.0.1:${port}`);

    const answer = await page.goto(`http://127.0.0.1:${port}/login`);
    expect(answer?.status()).toBe(200);
    await fillSignIn(page, demoAccount.password);
    await expect(page.getByTestId('signed-in-user')).toHaveText(demoAccount.username);
  } finally {
    script.kill('SIGTERM');
  }
  // Asked to stop, it stops the server and the fake upstream, and says all went well.
  expect(await exited).toBe(0);
});
