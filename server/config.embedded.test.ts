import { describe, expect, it } from 'vitest';
import { ConfigError, describeConfig, isLoopbackHost, parseConfig, publicOriginWarning } from './config';

const base = { ORCHESTRATOR_URL: 'https://orch.example/', REPORTING_URL: 'https://rep.example' };

function errorOf(env: Record<string, string>): ConfigError {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('parseConfig accepted the settings');
}

describe('parseConfig', () => {
  it('applies the defaults', () => {
    expect(parseConfig(base)).toEqual({
      ORCHESTRATOR_URL: 'https://orch.example',
      REPORTING_URL: 'https://rep.example',
      HOST: '127.0.0.1',
      PORT: 8080,
      LOGIN_API: 'v2',
      UPSTREAM_TIMEOUT_MS: 30000,
      SESSION_TTL_MINUTES: 480,
      STATIC_DIR: 'dist/app',
      TRUST_PROXY: { hops: 0 },
      SIGN_IN_WINDOW_MINUTES: 15,
      SIGN_IN_FAILURES_PER_USER: 10,
      SIGN_IN_FAILURES_PER_ADDRESS: 50,
      SIGN_INS_PER_USER: 30,
      SESSIONS_PER_USER: 10,
      MAX_SESSIONS: 10000,
      MAX_REQUESTS_IN_PROGRESS: 128,
      SHUTDOWN_GRACE_MS: 10000,
      WORKERS: 1,
      DATA_DIR: 'data',
      LIVE_STREAMS_PER_SESSION: 8,
      LIVE_STREAMS_MAX: 1000,
      NOTIFY_WEBHOOK_EVENTS: 'failures',
      SCHEDULE_FIRE_RETENTION_DAYS: 180,
      REPORTING_PLANS_INTERVAL_MS: 30000,
      ADMINS: [],
      DEFAULT_ROLE: 'operator',
    });
  });

  it('reads ADMINS as people compared without case, and refuses a role that is not one', () => {
    expect(
      parseConfig({ ...base, ADMINS: ' Ana@Example.com,,bo@example.com , ana@example.com' }).ADMINS,
    ).toEqual(['ana@example.com', 'bo@example.com']);
    expect(errorOf({ ...base, DEFAULT_ROLE: 'owner' }).message).toBe(
      'DEFAULT_ROLE must be viewer, operator or admin',
    );
  });

  it('takes a webhook only with a signing secret long enough, and never describes either in full', () => {
    const url = 'https://hooks.example/services/T000/B000/XXXXsecretpath';
    expect(errorOf({ ...base, NOTIFY_WEBHOOK_URL: url }).setting).toBe('NOTIFY_WEBHOOK_SECRET');
    expect(errorOf({ ...base, NOTIFY_WEBHOOK_URL: url }).message).toMatch(/required with NOTIFY_WEBHOOK_URL/);
    expect(errorOf({ ...base, NOTIFY_WEBHOOK_URL: url, NOTIFY_WEBHOOK_SECRET: 'short' }).message).toMatch(
      /NOTIFY_WEBHOOK_SECRET must be at least 32 characters/,
    );
    expect(
      errorOf({ ...base, NOTIFY_WEBHOOK_URL: 'hooks.example/x', NOTIFY_WEBHOOK_SECRET: 'k'.repeat(32) })
        .setting,
    ).toBe('NOTIFY_WEBHOOK_URL');
    expect(errorOf({ ...base, NOTIFY_WEBHOOK_EVENTS: 'some' }).message).toBe(
      'NOTIFY_WEBHOOK_EVENTS must be failures or all',
    );
    const config = parseConfig({
      ...base,
      NOTIFY_WEBHOOK_URL: url,
      NOTIFY_WEBHOOK_SECRET: 'k'.repeat(40),
      NOTIFY_WEBHOOK_EVENTS: 'all',
    });
    expect(config).toMatchObject({ NOTIFY_WEBHOOK_URL: url, NOTIFY_WEBHOOK_EVENTS: 'all' });
    const described = describeConfig(config);
    expect(described.NOTIFY_WEBHOOK_URL).toBe('https://hooks.example/… (path redacted)');
    expect(JSON.stringify(described)).not.toContain('secretpath');
    expect(JSON.stringify(described)).not.toContain('k'.repeat(40));
  });

  it('takes the runner account as a pair, and never describes its password', () => {
    expect(errorOf({ ...base, RUNNER_USERNAME: 'robot@example.com' }).setting).toBe('RUNNER_PASSWORD');
    expect(errorOf({ ...base, RUNNER_PASSWORD: 'runner-pässword-1' }).setting).toBe('RUNNER_USERNAME');
    const config = parseConfig({
      ...base,
      RUNNER_USERNAME: 'robot@example.com',
      RUNNER_PASSWORD: 'runner-pässword-1',
    });
    const described = JSON.stringify(describeConfig(config));
    expect(described).toContain('robot@example.com');
    expect(described).not.toContain('runner-pässword-1');
  });

  it('runs one process unless told otherwise, and several only on DATABASE_URL', () => {
    expect(parseConfig(base).WORKERS).toBe(1);
    expect(() => parseConfig({ ...base, WORKERS: '2' })).toThrow(
      /WORKERS above 1 needs DATABASE_URL: the embedded database belongs to one process/,
    );
    expect(() => parseConfig({ ...base, WORKERS: '0' })).toThrow(
      /WORKERS must be a whole number between 1 and 64/,
    );
    const url = 'postgres://console:pw@db.example:5432/console';
    expect(
      parseConfig({ ...base, DATABASE_URL: url, SESSION_SECRET: 's'.repeat(40), WORKERS: '2' }).WORKERS,
    ).toBe(2);
  });

  it('requires SESSION_SECRET with DATABASE_URL, long enough, and keeps both out of the description', () => {
    const url = 'postgres://console:pw@db.example:5432/console';
    expect(() => parseConfig({ ...base, DATABASE_URL: url })).toThrow(
      /SESSION_SECRET is required with DATABASE_URL/,
    );
    expect(() => parseConfig({ ...base, DATABASE_URL: url, SESSION_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() => parseConfig({ ...base, DATABASE_URL: 'mysql://db' })).toThrow(
      /DATABASE_URL must be a postgres/,
    );
    const config = parseConfig({ ...base, DATABASE_URL: url, SESSION_SECRET: 's'.repeat(40) });
    const described = JSON.stringify(describeConfig(config));
    expect(described).not.toContain('pw@');
    expect(described).not.toContain('s'.repeat(40));
    expect(described).toContain('db.example');
  });

  it('takes the secret before a rotation, as long as a secret, and keeps it out of the description', () => {
    expect(() => parseConfig({ ...base, SESSION_SECRET_PREVIOUS: 'short' })).toThrow(
      /SESSION_SECRET_PREVIOUS must be at least 32/,
    );
    const config = parseConfig({
      ...base,
      SESSION_SECRET: 's'.repeat(40),
      SESSION_SECRET_PREVIOUS: 'p'.repeat(40),
    });
    expect(config.SESSION_SECRET_PREVIOUS).toBe('p'.repeat(40));
    expect(JSON.stringify(describeConfig(config))).not.toContain('p'.repeat(40));
  });

  it.each([
    [{ REPORTING_URL: 'https://rep.example' }, 'ORCHESTRATOR_URL'],
    [{ ...base, ORCHESTRATOR_URL: 'ftp://orch.example' }, 'ORCHESTRATOR_URL'],
    [{ ...base, REPORTING_URL: 'not a url' }, 'REPORTING_URL'],
    [{ ...base, PORT: 'eighty' }, 'PORT'],
    [{ ...base, PORT: '70000' }, 'PORT'],
    [{ ...base, LOGIN_API: 'v3' }, 'LOGIN_API'],
    [{ ...base, UPSTREAM_TIMEOUT_MS: '-5' }, 'UPSTREAM_TIMEOUT_MS'],
    [{ ...base, PUBLIC_ORIGIN: 'console.example' }, 'PUBLIC_ORIGIN'],
    [{ ...base, TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ ...base, TRUST_PROXY: '21' }, 'TRUST_PROXY'],
    [{ ...base, TRUST_PROXY: '10.0.0.1, 10.0.0.300' }, 'TRUST_PROXY'],
    [{ ...base, TRUST_PROXY: '10.0.0.0/33' }, 'TRUST_PROXY'],
    [{ ...base, SIGN_IN_FAILURES_PER_USER: '0' }, 'SIGN_IN_FAILURES_PER_USER'],
    [{ ...base, SIGN_IN_FAILURES_PER_ADDRESS: 'many' }, 'SIGN_IN_FAILURES_PER_ADDRESS'],
    [{ ...base, SIGN_IN_WINDOW_MINUTES: '1.5' }, 'SIGN_IN_WINDOW_MINUTES'],
    [{ ...base, SIGN_INS_PER_USER: '-1' }, 'SIGN_INS_PER_USER'],
    [{ ...base, SESSIONS_PER_USER: '0' }, 'SESSIONS_PER_USER'],
    [{ ...base, MAX_SESSIONS: '0' }, 'MAX_SESSIONS'],
    [{ ...base, MAX_REQUESTS_IN_PROGRESS: '0' }, 'MAX_REQUESTS_IN_PROGRESS'],
    [{ ...base, SHUTDOWN_GRACE_MS: 'soon' }, 'SHUTDOWN_GRACE_MS'],
    [{ ...base, LIVE_STREAMS_PER_SESSION: '0' }, 'LIVE_STREAMS_PER_SESSION'],
    [{ ...base, LIVE_STREAMS_MAX: 'lots' }, 'LIVE_STREAMS_MAX'],
    // Fewer days than the overview's longest period would leave it without some of its fires.
    [{ ...base, SCHEDULE_FIRE_RETENTION_DAYS: '91' }, 'SCHEDULE_FIRE_RETENTION_DAYS'],
    // A look every few milliseconds would keep every instance querying the database without rest.
    [{ ...base, REPORTING_PLANS_INTERVAL_MS: '10' }, 'REPORTING_PLANS_INTERVAL_MS'],
  ])('names the bad setting in one line: %j', (env, setting) => {
    const error = errorOf(env);
    expect(error.setting).toBe(setting);
    expect(error.message.startsWith(setting)).toBe(true);
    expect(error.message).not.toContain('\n');
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses and ranges', () => {
    expect(parseConfig({ ...base, TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ hops: 2 });
    expect(parseConfig({ ...base, TRUST_PROXY: ' 10.0.0.2 , 10.1.0.0/16,::1' }).TRUST_PROXY).toEqual({
      addresses: ['10.0.0.2', '10.1.0.0/16', '::1'],
    });
    expect(errorOf({ ...base, TRUST_PROXY: 'proxy.internal' }).message).toBe(
      'TRUST_PROXY must be a number of proxies (e.g. 1) or a comma-separated list of their addresses ' +
        '(e.g. 10.0.0.2, 10.1.0.0/16); "proxy.internal" is neither',
    );
  });

  it('never puts the API key in the loggable description', () => {
    const text = JSON.stringify(
      describeConfig(parseConfig({ ...base, REPORTING_API_KEY: 'sk-very-secret' })),
    );
    expect(text).not.toContain('sk-very-secret');
    expect(text).toContain('redacted');
  });
});

describe('the PUBLIC_ORIGIN start-up warning', () => {
  it.each(['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]'])('is silent on loopback %s', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
    expect(publicOriginWarning(parseConfig({ ...base, HOST: host }))).toBeUndefined();
  });

  it.each(['0.0.0.0', '::', '10.0.0.5', 'console.internal'])('warns on %s without PUBLIC_ORIGIN', (host) => {
    const warning = publicOriginWarning(parseConfig({ ...base, HOST: host }));
    expect(warning).toContain(host);
    expect(warning).toMatch(/not be Secure/);
    expect(warning).toMatch(/Host header/);
    expect(warning?.split('\n')).toHaveLength(1);
  });

  it('is silent once PUBLIC_ORIGIN is set', () => {
    const config = parseConfig({ ...base, HOST: '0.0.0.0', PUBLIC_ORIGIN: 'https://console.example' });
    expect(publicOriginWarning(config)).toBeUndefined();
  });
});
