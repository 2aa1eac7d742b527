/**
 * `npm run serve` stopped the way a process manager stops it: a signal to its process group or to npm
 * alone. npm relays what it receives, so node may hear one request to stop twice, and that must not cut
 * the request in flight off: it is answered, the server exits 0 and the port is free.
 */
import { describe, it } from 'vitest';
import { expectNpmServeStops } from '../testing/stopping-server';

// The process group's signals; npm alone is npm-serve-alone.process.test.ts (a file each, so that the
// workers share them).
describe('stopping `npm run serve` through its process group', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'on %s to its process group answers the request in flight, exits 0 and frees the port',
    (signal) => expectNpmServeStops(signal, 'its process group'),
  );
});
