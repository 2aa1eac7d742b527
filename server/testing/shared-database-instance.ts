/**
 * One instance of several sharing a PostgreSQL database, as a deployment runs them: the run's build
 * (built-server-setup.ts) with the same DATABASE_URL and SESSION_SECRET as the others, and the demo
 * account among the admins (who set up the schedules and the plans, docs/roles.md). For the process
 * tests of several instances.
 */
import { inject } from 'vitest';
import { demoAccount } from '../../src/mocks/simulator/demo';
import { startServerProcess, type ServerProcess } from './server-process';

export function startSharingInstance(options: {
  readonly upstreamUrl: string;
  readonly databaseUrl: string;
  /** Settings of the test's own on top. */
  readonly env?: Record<string, string>;
}): Promise<ServerProcess> {
  return startServerProcess({
    upstreamUrl: options.upstreamUrl,
    builtEntry: inject('builtServerEntry'),
    env: {
      DATABASE_URL: options.databaseUrl,
      SESSION_SECRET: 'a-session-secret-of-at-least-32-chars',
      ADMINS: demoAccount.username,
      ...options.env,
    },
  });
}
