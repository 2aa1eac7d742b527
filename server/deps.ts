/** What the routes are given to work with; passed in, so tests swap any of it. */
import type { ServerConfig } from './config';
import type { Logger } from './logger';
import type { ProxyRecorder } from './services/proxy-recorder';
import type { SessionService } from './services/session-service';

export interface AppDeps {
  readonly config: ServerConfig;
  readonly sessions: SessionService;
  /** What the workspace learns from each relayed call. */
  readonly recorder: ProxyRecorder;
  /** How the server reaches the upstreams; only `callUpstream` uses it. */
  readonly fetch: typeof fetch;
  readonly now: () => number;
  readonly logger: Logger;
}
