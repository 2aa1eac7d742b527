/**
 * `npm run serve` stopped the way a process manager stops it: a signal to its process group or to npm
 * alone. npm relays what it receives, so node may hear one request to stop twice, and that must not cut
 * the request in flight off: it is answered, the server exits 0 and the port is free.
 */
import { describe, expect, it } from 'vitest';
import {
  groupAlive,
  heldLogin,
  portIsFree,
  refusesConnections,
  signIn,
  startBuilt,
} from '../testing/stopping-server';

describe('stopping `npm run serve`', () => {
  it.each([
    ['SIGTERM', 'its process group'],
    ['SIGINT', 'its process group'],
    ['SIGTERM', 'npm alone'],
  ] as const)('on %s to %s answers the request in flight, exits 0 and frees the port', async (signal, to) => {
    const login = await heldLogin();
    const { child, base, exited, printed } = await startBuilt(login.url, {}, true);
    const pid = child.pid ?? 0;
    const pending = signIn(base);
    await login.arrival;

    if (to === 'npm alone') child.kill(signal);
    else process.kill(-pid, signal);
    await printed(`${signal}: stopping`);
    while (!(await refusesConnections(base))) await new Promise((resolve) => setImmediate(resolve));

    login.release();
    const answer = await pending;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ username: 'ana@example.com' });
    expect(await exited).toBe(0);
    expect(groupAlive(pid)).toBe(false);
    expect(await portIsFree(base)).toBe(true);
  });
});
