/**
 * The built server stopped by a signal: it stops accepting, answers what it was doing, and exits; past
 * SHUTDOWN_GRACE_MS it cuts the rest off and exits all the same. A second signal is
 * repeated-signals.process.test.ts; `npm run serve` is npm-serve-*.process.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { heldLogin, refusesConnections, signIn, startBuilt } from '../testing/stopping-server';

describe('stopping the built server', () => {
  it('on SIGTERM stops accepting, answers the request in flight, and exits 0', async () => {
    const login = await heldLogin();
    const { child, base, exited } = await startBuilt(login.url);
    const pending = signIn(base);
    await login.arrival;

    child.kill('SIGTERM');
    while (!(await refusesConnections(base))) await new Promise((resolve) => setImmediate(resolve));
    expect(child.exitCode).toBeNull();

    login.release();
    const answer = await pending;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ username: 'ana@example.com' });
    expect(await exited).toBe(0);
  });

  it('past SHUTDOWN_GRACE_MS cuts off what is left and exits 1', async () => {
    const login = await heldLogin();
    const { child, base, exited } = await startBuilt(login.url, { SHUTDOWN_GRACE_MS: '200' });
    const pending = signIn(base).then(
      (response) => response.status,
      () => 'cut off',
    );
    await login.arrival;

    child.kill('SIGTERM');
    expect(await exited).toBe(1);
    expect(await pending).toBe('cut off');
  });
});
