/**
 * A burst of sign-in attempts all in flight at once: the fake upstream holds its answers until every
 * attempt has either reached it or been turned away, so none is judged before the last has been admitted.
 */
import type { createFakeUpstream } from './test-helpers';

/** Starts `count` attempts (`send(index)`, the answer's status) at once; their statuses once all have ended. */
export async function heldBurst(
  upstream: ReturnType<typeof createFakeUpstream>,
  count: number,
  send: (index: number) => Promise<number>,
): Promise<number[]> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  upstream.use(async (request, signal) => {
    await held;
    return upstream.simulate(request, signal);
  });
  const statuses: number[] = [];
  const attempts = Array.from({ length: count }, async (_, index) => statuses.push(await send(index)));
  while (statuses.length + upstream.requests.length < count) await new Promise((r) => setImmediate(r));
  release();
  await Promise.all(attempts);
  return statuses;
}
