/** What the routes are given to work with; passed in, so tests swap any of it. */
import type { ServerConfig } from './config';
import type { Logger } from './logger';
import type { ProxyRecorder } from './services/proxy-recorder';
import type { SessionService } from './services/session-service';
import type { UpstreamClient } from './services/upstream-call';

export interface AppDeps {
  readonly config: ServerConfig;
  readonly sessions: SessionService;
  /** What the workspace learns from each relayed call. */
  readonly recorder: ProxyRecorder;
  /** How the server reaches the upstreams; only `callUpstream` uses it. */
  readonly upstream: UpstreamClient;
  readonly now: () => number;
  readonly logger: Logger;
  /**
   * Where the session cookie lives when the server runs in a page (the mock mode): a page can neither
   * send itself a Cookie header nor receive a Set-Cookie (browsers drop both from requests and responses
   * built in script), so the jar stands in for the browser's cookies. Unset: the HTTP headers, as always.
   */
  readonly cookieJar?: CookieJar;
}

export interface CookieJar {
  /** The Cookie header the browser would send. */
  header(): string | undefined;
  /** Takes in Set-Cookie lines, as the browser would. */
  store(setCookies: readonly string[]): void;
}
