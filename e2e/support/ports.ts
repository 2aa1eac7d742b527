/**
 * Loopback ports of the end-to-end stack; the control API of the fake upstream is on its port.
 * `E2E_PORT_BASE` moves all of them, so that two checkouts can run their suites side by side.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4173);

export const e2ePorts = {
  mockApp: base,
  /** Instance A of the server on PostgreSQL: the `server` project's base URL. */
  server: base + 7,
  /** Instances B and C, on the same PostgreSQL: the ones the restart test restarts (A serves the others). */
  serverB: base + 8,
  serverC: base + 11,
  /** A server on the embedded store (its own DATA_DIR). */
  serverEmbedded: base + 9,
  /** The stack's own control API: restarts the servers. */
  stackControl: base + 10,
  // 4191 by default, not 4190: the fetch standard blocks that port.
  fakeUpstream: base + 18,
  /** `npm run serve:fake`'s server, in the test of that script. */
  serveFake: base + 19,
} as const;

/** The key the e2e server sends upstream; tests assert it never reaches the browser. */
export const e2eReportingKey = 'e2e-reporting-key-7f3a9c';
