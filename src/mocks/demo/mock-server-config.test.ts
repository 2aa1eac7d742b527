import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../server/config';
import { demoAccount } from '../simulator/demo';
import { mockServerConfig, mockUpstreamOrigin } from './mock-server-config';

describe("the mock mode's server settings", () => {
  it("are the server's own defaults, but for the upstreams, the key, the page's live-stream allowance and the demo's roles", () => {
    // The literal exists because server/config.ts reaches node:net, which a page cannot load; this keeps
    // it from drifting away from the defaults the real server applies.
    const defaults = parseConfig({
      ORCHESTRATOR_URL: mockUpstreamOrigin,
      REPORTING_URL: mockUpstreamOrigin,
      ADMINS: demoAccount.username,
      DEFAULT_ROLE: 'viewer',
    });
    expect(mockServerConfig({ reportingApiKey: 'demo-key' })).toEqual({
      ...defaults,
      PORT: 0,
      REPORTING_API_KEY: 'demo-key',
      LIVE_STREAMS_PER_SESSION: 100,
    });
  });
});
