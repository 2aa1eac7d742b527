/**
 * The simulator behind msw/node for unit tests: a controllable clock, a server that fails on any
 * request it has no handler for, and an API client pointed at the two fake upstream hosts.
 */
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApiClient, type ApiClient } from '@/data/client';
import { demoAccount } from '../simulator/demo';
import { upstreamHandlers } from '../simulator/handlers';
import { Simulator, type SimulatorOptions } from '../simulator/simulator';

export const orchestratorUrl = 'http://orchestrator.test';
export const reportingUrl = 'http://reporting.test';

/** A clock that only moves when told to. */
export interface TestClock {
  readonly now: () => number;
  advance(ms: number): void;
  set(instant: number): void;
}

/** 2025-01-01T00:00:00.000Z: a fixed start so ids and instants are the same on every run. */
export const testEpoch = Date.UTC(2025, 0, 1);

export function createTestClock(start = testEpoch): TestClock {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (instant) => {
      current = instant;
    },
  };
}

interface SimulatorHarness {
  readonly sim: Simulator;
  readonly clock: TestClock;
  readonly server: SetupServer;
  /** A client for both upstreams with the current token and API key. */
  readonly client: ApiClient;
  setToken(token: string | undefined): void;
  /** `undefined` sends no `x-api-key` at all. */
  setApiKey(apiKey: string | undefined): void;
  /** Signs the demo account in through endpoint 2 and uses its token from now on. */
  signIn(): Promise<string>;
  /** Back to a fresh simulator state, the start instant, no token and the simulator's API key. */
  reset(): void;
}

function createSimulatorHarness(options: Omit<SimulatorOptions, 'now'> = {}): SimulatorHarness {
  const clock = createTestClock();
  const sim = new Simulator({ ...options, now: clock.now });
  const server = setupServer(...upstreamHandlers(sim, { orchestratorUrl, reportingUrl }));
  let token: string | undefined;
  let apiKey: string | undefined = sim.apiKey;
  const build = () =>
    createApiClient({
      baseUrl: { orchestrator: orchestratorUrl, reporting: reportingUrl },
      bearerToken: () => token,
      ...(apiKey === undefined ? {} : { apiKey }),
    });
  let client = build();

  return {
    sim,
    clock,
    server,
    get client() {
      return client;
    },
    setToken: (next) => {
      token = next;
    },
    setApiKey: (next) => {
      apiKey = next;
      client = build();
    },
    signIn: async () => {
      const answer = await client.loginV2(demoAccount);
      token = answer.access_token;
      return token;
    },
    reset: () => {
      sim.reset();
      clock.set(testEpoch);
      token = undefined;
      apiKey = sim.apiKey;
      client = build();
    },
  };
}

/** A harness whose msw server listens for the file's tests and is reset after each test. */
export function setupSimulator(options: Omit<SimulatorOptions, 'now'> = {}): SimulatorHarness {
  const harness = createSimulatorHarness(options);
  beforeAll(() => harness.server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    harness.server.resetHandlers();
    harness.reset();
  });
  afterAll(() => harness.server.close());
  return harness;
}
