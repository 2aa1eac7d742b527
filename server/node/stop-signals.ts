/**
 * What a stop signal (SIGTERM or SIGINT) asks of the server, given how many came before it.
 *
 * One request to stop can reach node twice: `npm run serve` relays to node each SIGTERM or SIGINT it
 * receives, and whoever signals the whole process group (systemd's default, a container runtime, Ctrl+C
 * in a terminal) reaches node directly as well. So the first two signals may be one request, and only
 * the third is surely a second one: it cuts off the requests still in flight. Telling npm's relay apart
 * by its timing (a repeat within a second is the same request) would guess wrong on a busy machine, and
 * a wrong guess drops requests; counting costs an operator who signals node alone one more signal, and
 * the wait is bounded by SHUTDOWN_GRACE_MS in any case.
 */
export type StopStep = 'drain' | 'keep-draining' | 'cut-off';

/** The step for the `count`-th stop signal (1 for the first). */
export function stopStep(count: number): StopStep {
  if (count <= 1) return 'drain';
  return count === 2 ? 'keep-draining' : 'cut-off';
}
