/** What the routes are given to work with; passed in, so tests swap any of it. */
import type { ServerConfig } from './config';
import type { Logger } from './logger';
import type { SessionService } from './services/session-service';

export interface SessionDeps {
  readonly config: ServerConfig;
  readonly sessions: SessionService;
  /** How the server reaches the upstreams; only `callUpstream` uses it. */
  readonly fetch: typeof fetch;
  readonly now: () => number;
  readonly logger: Logger;
}
