/** Fixed loopback ports of the end-to-end stack; the control API of the fake upstream is on its port. */
export const e2ePorts = {
  mockApp: 4173,
  server: 4180,
  fakeUpstream: 4191, // not 4190: the fetch standard blocks that port
} as const;

/** The key the e2e server sends upstream; tests assert it never reaches the browser. */
export const e2eReportingKey = 'e2e-reporting-key-7f3a9c';
