/**
 * `npm run serve` stopped the way a process manager stops it: a signal to its process group or to npm
 * alone. npm relays what it receives, so node may hear one request to stop twice, and that must not cut
 * the request in flight off: it is answered, the server exits 0 and the port is free.
 */
import { describe, it } from 'vitest';
import { expectNpmServeStops } from '../testing/stopping-server';

describe('stopping `npm run serve` through npm alone', () => {
  it('on SIGTERM to npm alone answers the request in flight, exits 0 and frees the port', () =>
    expectNpmServeStops('SIGTERM', 'npm alone'));
});
