/**
 * The built server hearing a request to stop more than once: npm relays the signal it gets, so one
 * request reaches node once or twice (stop-signals.ts). A second signal keeps draining, a third cuts off.
 * One signal at a time is graceful-shutdown.process.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { heldLogin, refusesConnections, signIn, startBuilt } from '../testing/stopping-server';

describe('the built server told to stop again', () => {
  // One request to stop reaches node once or twice (npm relays it), so a second signal keeps draining
  // and a third cuts off. Each signal is sent once the server has logged the one before, so that the
  // kernel cannot merge two of them into one.
  it('keeps draining on a second signal and cuts off on a third', async () => {
    const login = await heldLogin();
    const { child, base, exited, printed } = await startBuilt(login.url);
    const pending = signIn(base).then(
      (response) => response.status,
      () => 'cut off',
    );
    await login.arrival;

    child.kill('SIGTERM');
    await printed('SIGTERM: stopping');
    child.kill('SIGINT');
    await printed('SIGINT again: still waiting for 1 request(s)');
    expect(child.exitCode).toBeNull();
    child.kill('SIGTERM');
    expect(await exited).toBe(1);
    expect(await pending).toBe('cut off');
  });

  it('on SIGINT, even twice, stops accepting, answers the request in flight, and exits 0', async () => {
    const login = await heldLogin();
    const { child, base, exited, printed } = await startBuilt(login.url);
    const pending = signIn(base).then(
      (response) => response.status,
      () => 'cut off',
    );
    await login.arrival;

    child.kill('SIGINT');
    await printed('SIGINT: stopping');
    while (!(await refusesConnections(base))) await new Promise((resolve) => setImmediate(resolve));
    // What npm's relay looks like when it comes after node has begun to stop (a busy machine).
    child.kill('SIGINT');
    await printed('SIGINT again');

    login.release();
    expect(await pending).toBe(200);
    expect(await exited).toBe(0);
  });
});
