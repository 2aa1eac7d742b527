/**
 * The server's settings, read from the environment once at start-up. A missing or malformed setting
 * stops the server with one line that names it, so a deployment mistake is found before the first user.
 */
import { z } from '../src/api/zod';
import { personKey, roles } from '../src/api/roles';
import { maxOverviewDays } from '../src/api/workspace/overview';
import { describeTrustProxy, parseTrustProxy, type TrustProxy } from './node/client-address';

const httpUrl = (name: string, what: string) =>
  z
    .string({ error: `${name} is required: ${what} (an http or https URL)` })
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      error: `${name} must be an http or https URL, e.g. https://host.example`,
    })
    // A trailing slash would double the slash in front of every spec path.
    .transform((value) => value.replace(/\/+$/, ''));

const wholeNumber = (name: string, fallback: number, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: `${name} must be a whole number between ${min} and ${max}` })
    .transform(Number)
    .refine((value) => value >= min && value <= max, {
      error: `${name} must be a whole number between ${min} and ${max}`,
    })
    .optional()
    .transform((value) => value ?? fallback);

const sessionSecret = (name: string) =>
  z
    .string()
    .min(32, { error: `${name} must be at least 32 characters (e.g. openssl rand -base64 48)` })
    .optional();

export const configSchema = z.object({
  ORCHESTRATOR_URL: httpUrl('ORCHESTRATOR_URL', 'the base URL of the orchestration service'),
  REPORTING_URL: httpUrl('REPORTING_URL', 'the base URL of the reporting service'),
  /** Optional: without it the reporting pages answer 503 `reporting-not-configured`. */
  REPORTING_API_KEY: z.string().optional(),
  HOST: z.string().optional().default('127.0.0.1'),
  PORT: wholeNumber('PORT', 8080, 0, 65535),
  LOGIN_API: z.enum(['v1', 'v2'], { error: 'LOGIN_API must be v1 or v2' }).optional().default('v2'),
  UPSTREAM_TIMEOUT_MS: wholeNumber('UPSTREAM_TIMEOUT_MS', 30_000, 1, 600_000),
  SESSION_TTL_MINUTES: wholeNumber('SESSION_TTL_MINUTES', 480, 1, 7 * 24 * 60),
  STATIC_DIR: z.string().optional().default('dist/app'),
  /**
   * Which reverse proxies in front of the server to believe about the client's address: a hop count
   * (`1`: one proxy) or their addresses (`10.0.0.2, 10.1.0.0/16`). Unset: the socket's peer is the client.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context): TrustProxy => {
      const parsed = parseTrustProxy(value ?? '0');
      if (parsed.ok) return parsed.value;
      context.addIssue({ code: 'custom', message: `TRUST_PROXY ${parsed.problem}` });
      return z.NEVER;
    }),
  /** The window the sign-in limits (sign-in-limiter.ts) count in. */
  SIGN_IN_WINDOW_MINUTES: wholeNumber('SIGN_IN_WINDOW_MINUTES', 15, 1, 24 * 60),
  /** Failures per client address and username: one person guessing one password. */
  SIGN_IN_FAILURES_PER_USER: wholeNumber('SIGN_IN_FAILURES_PER_USER', 10, 1, 10_000),
  /** Failures per address, whatever the username: someone trying many accounts. */
  SIGN_IN_FAILURES_PER_ADDRESS: wholeNumber('SIGN_IN_FAILURES_PER_ADDRESS', 50, 1, 1_000_000),
  /** Sign-ins per account from anywhere: one account must not churn sessions without end. */
  SIGN_INS_PER_USER: wholeNumber('SIGN_INS_PER_USER', 30, 1, 1_000_000),
  /** Sessions per account (its own oldest makes room) and in all (when full, nobody is evicted). */
  SESSIONS_PER_USER: wholeNumber('SESSIONS_PER_USER', 10, 1, 10_000),
  MAX_SESSIONS: wholeNumber('MAX_SESSIONS', 10_000, 1, 10_000_000),
  /**
   * Past this many requests in progress the answer is an immediate 503, not a place in a queue. Requests
   * from nobody signed in may hold half of them (load-shedding.ts).
   */
  MAX_REQUESTS_IN_PROGRESS: wholeNumber('MAX_REQUESTS_IN_PROGRESS', 128, 1, 100_000),
  /** How long requests in flight get to finish on SIGTERM/SIGINT before they are cut off. */
  SHUTDOWN_GRACE_MS: wholeNumber('SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
  /**
   * A PostgreSQL server for the team workspace (`postgres://user:password@host:5432/db`), shared by any
   * number of instances. Unset: the embedded database under DATA_DIR, for a single instance.
   */
  DATABASE_URL: z
    .string()
    .refine((value) => URL.canParse(value) && /^postgres(ql)?:$/.test(new URL(value).protocol), {
      error: 'DATABASE_URL must be a postgres:// URL, e.g. postgres://console@db.example:5432/console',
    })
    .optional(),
  /**
   * Server processes sharing the port (node:cluster), each a whole instance on DATABASE_URL: the proxy's
   * work then runs on that many cores. Above 1 only with DATABASE_URL (the embedded database is one
   * process's).
   */
  WORKERS: wholeNumber('WORKERS', 1, 1, 64),
  /** Where the embedded database (and its generated SESSION_SECRET) live when DATABASE_URL is unset. */
  DATA_DIR: z.string().optional().default('data'),
  /**
   * Seals the users' upstream tokens at rest. Required with DATABASE_URL (every instance needs the same
   * one); with the embedded database one is generated in DATA_DIR when unset.
   */
  SESSION_SECRET: sessionSecret('SESSION_SECRET'),
  /**
   * The SESSION_SECRET before a rotation (docs/security.md): what was sealed under it still opens, and
   * nothing new is sealed under it.
   */
  SESSION_SECRET_PREVIOUS: sessionSecret('SESSION_SECRET_PREVIOUS'),
  /** Live views (the journal's stream, one per open page) per session, and in all on this instance. */
  LIVE_STREAMS_PER_SESSION: wholeNumber('LIVE_STREAMS_PER_SESSION', 8, 1, 1_000),
  LIVE_STREAMS_MAX: wholeNumber('LIVE_STREAMS_MAX', 1_000, 1, 1_000_000),
  /**
   * Where to post a small JSON document for each execution that ends (optional). Often a secret in
   * itself (chat webhooks put their token in the path), so only its origin is ever logged.
   */
  NOTIFY_WEBHOOK_URL: z
    .string()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      error: 'NOTIFY_WEBHOOK_URL must be an http or https URL, e.g. https://hooks.example/robot-console',
    })
    .optional(),
  /** Signs each webhook post (HMAC-SHA256), so the receiver can tell it came from us. */
  NOTIFY_WEBHOOK_SECRET: z
    .string()
    .min(32, {
      error: 'NOTIFY_WEBHOOK_SECRET must be at least 32 characters (e.g. openssl rand -base64 48)',
    })
    .optional(),
  /** Which ends are posted: `failures` (an error or alert status) or `all`. */
  NOTIFY_WEBHOOK_EVENTS: z
    .enum(['failures', 'all'], { error: 'NOTIFY_WEBHOOK_EVENTS must be failures or all' })
    .optional()
    .default('failures'),
  /**
   * The account schedules run as when nobody may be signed in (docs/schedules.md): the server signs in
   * with it through the LOGIN_API call and keeps its token sealed. Unset: a schedule runs with its
   * owner's live session. The password is never logged.
   */
  RUNNER_USERNAME: z.string().max(200).optional(),
  RUNNER_PASSWORD: z.string().max(1_000).optional(),
  /**
   * How long the schedules' settled fires are kept (docs/schedules.md): at least the overview's longest
   * period, whose missed and failed fires it lists. Each schedule's latest fire is kept however old.
   */
  SCHEDULE_FIRE_RETENTION_DAYS: wholeNumber('SCHEDULE_FIRE_RETENTION_DAYS', 180, maxOverviewDays, 3_660),
  /**
   * How often every instance looks for the reporting plans' due periods, and gives a send left `sending`
   * by a stopped instance up as `unknown` (plan-sends-service.ts). A period is sent at most this long after
   * its time; a shorter look costs each instance two small queries more often.
   */
  REPORTING_PLANS_INTERVAL_MS: wholeNumber('REPORTING_PLANS_INTERVAL_MS', 30_000, 100, 600_000),
  /**
   * The people who are admins at every start (docs/roles.md): the usernames they sign in with (e-mails),
   * comma-separated, compared without case. Demoted on the team page, they are admins again at the next start.
   */
  ADMINS: z
    .string()
    .max(10_000)
    .optional()
    .transform((value) => [...new Set((value ?? '').split(',').map(personKey))].filter((p) => p !== '')),
  /** The role of someone signing in for the first time: nothing changes for a team that sets nothing. */
  DEFAULT_ROLE: z
    .enum(roles, { error: 'DEFAULT_ROLE must be viewer, operator or admin' })
    .optional()
    .default('operator'),
  /**
   * The origin users type in their browser, when a TLS-terminating proxy sits in front of the server
   * (e.g. https://console.example). It is the CSRF check's own origin and makes the cookie Secure.
   */
  PUBLIC_ORIGIN: z
    .string()
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      error: 'PUBLIC_ORIGIN must be an http or https origin, e.g. https://console.example',
    })
    .transform((value) => new URL(value).origin)
    .optional(),
});

export type ServerConfig = z.infer<typeof configSchema>;

/** Settings that only make sense together. */
function crossCheck(config: ServerConfig): ConfigError | undefined {
  if (config.NOTIFY_WEBHOOK_URL !== undefined && config.NOTIFY_WEBHOOK_SECRET === undefined) {
    return new ConfigError(
      'NOTIFY_WEBHOOK_SECRET',
      'NOTIFY_WEBHOOK_SECRET is required with NOTIFY_WEBHOOK_URL: the receiver checks each post with it',
    );
  }
  if ((config.RUNNER_USERNAME === undefined) !== (config.RUNNER_PASSWORD === undefined)) {
    const missing = config.RUNNER_USERNAME === undefined ? 'RUNNER_USERNAME' : 'RUNNER_PASSWORD';
    return new ConfigError(missing, `${missing} is required with the other: the runner account needs both`);
  }
  if (config.WORKERS > 1 && config.DATABASE_URL === undefined) {
    return new ConfigError(
      'WORKERS',
      'WORKERS above 1 needs DATABASE_URL: the embedded database belongs to one process',
    );
  }
  if (config.DATABASE_URL !== undefined && config.SESSION_SECRET === undefined) {
    return new ConfigError(
      'SESSION_SECRET',
      'SESSION_SECRET is required with DATABASE_URL: every instance must seal sessions with the same secret',
    );
  }
  return undefined;
}

/** A setting is missing or malformed; `message` is the one line to print. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  readonly setting: string;

  constructor(setting: string, message: string) {
    super(message);
    this.setting = setting;
  }
}

/** Parses the environment; throws a `ConfigError` naming the first bad setting. */
export function parseConfig(env: Readonly<Record<string, string | undefined>>): ServerConfig {
  // An empty variable (`REPORTING_API_KEY=`) means "not set", as shells and .env files tend to write it.
  const cleaned: Record<string, string> = {};
  for (const key of Object.keys(configSchema.shape)) {
    const value = env[key]?.trim();
    if (value !== undefined && value !== '') cleaned[key] = value;
  }
  const parsed = configSchema.safeParse(cleaned);
  if (parsed.success) {
    const problem = crossCheck(parsed.data);
    if (problem !== undefined) throw problem;
    return parsed.data;
  }
  const issue = parsed.error.issues[0];
  const setting = typeof issue?.path[0] === 'string' ? issue.path[0] : 'configuration';
  const message = (issue?.message ?? 'is invalid').replace(/\s+/g, ' ');
  throw new ConfigError(setting, message.startsWith(setting) ? message : `${setting}: ${message}`);
}

/** The settings as they may be logged: secrets are replaced by whether they are set. */
export function describeConfig(config: ServerConfig): Record<string, string | number> {
  const {
    REPORTING_API_KEY,
    TRUST_PROXY,
    SESSION_SECRET,
    SESSION_SECRET_PREVIOUS,
    DATABASE_URL,
    NOTIFY_WEBHOOK_URL,
    NOTIFY_WEBHOOK_SECRET,
    RUNNER_PASSWORD,
    ...rest
  } = config;
  let database = `(embedded, in ${rest.DATA_DIR})`;
  if (DATABASE_URL !== undefined) {
    const url = new URL(DATABASE_URL);
    if (url.password !== '') url.password = 'redacted';
    database = url.toString();
  }
  return {
    ...rest,
    ADMINS: rest.ADMINS.join(', ') || '(none)',
    DATABASE_URL: database,
    SESSION_SECRET: SESSION_SECRET === undefined ? '(not set)' : '(set, redacted)',
    SESSION_SECRET_PREVIOUS: SESSION_SECRET_PREVIOUS === undefined ? '(not set)' : '(set, redacted)',
    TRUST_PROXY: describeTrustProxy(TRUST_PROXY),
    PUBLIC_ORIGIN: rest.PUBLIC_ORIGIN ?? '(request Host)',
    REPORTING_API_KEY: REPORTING_API_KEY === undefined ? '(not set)' : '(set, redacted)',
    NOTIFY_WEBHOOK_URL:
      NOTIFY_WEBHOOK_URL === undefined
        ? '(not set)'
        : `${new URL(NOTIFY_WEBHOOK_URL).origin}/… (path redacted)`,
    NOTIFY_WEBHOOK_SECRET: NOTIFY_WEBHOOK_SECRET === undefined ? '(not set)' : '(set, redacted)',
    RUNNER_USERNAME: rest.RUNNER_USERNAME ?? '(not set: schedules run as their owner)',
    RUNNER_PASSWORD: RUNNER_PASSWORD === undefined ? '(not set)' : '(set, redacted)',
  };
}

/** Whether HOST only accepts connections from this machine (then no proxy can sit in front of it). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare);
}

/**
 * The start-up warning for a server reachable from elsewhere without PUBLIC_ORIGIN: behind a
 * TLS-terminating proxy it sees plain http, so it cannot know the browser uses https. Not an error:
 * a plain-http deployment on a private network is legitimate.
 */
export function publicOriginWarning(config: ServerConfig): string | undefined {
  if (config.PUBLIC_ORIGIN !== undefined || isLoopbackHost(config.HOST)) return undefined;
  return (
    `robot-console: warning: HOST ${config.HOST} is not a loopback address and PUBLIC_ORIGIN is not set; ` +
    'behind a TLS proxy the session cookie will not be Secure and the CSRF Origin check will trust the ' +
    'Host header. Set PUBLIC_ORIGIN to the origin users open (e.g. https://console.example).'
  );
}
