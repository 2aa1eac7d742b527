/**
 * The demo data every mock shares (browser mock mode, unit tests, the e2e fake upstream). The service
 * cannot list runtimes or robots, so these ids are documented here and in the README instead.
 */

/** The demo's admin (the mock mode's ADMINS), who may do everything. */
export const demoAccount = { username: 'operator@robot-console.test', password: 'demo-password' } as const;

/** The demo's viewer (anyone but its admin is one: the mock mode's DEFAULT_ROLE), who only reads. */
export const demoViewerAccount = {
  username: 'viewer@robot-console.test',
  password: 'demo-password',
} as const;

/** The accounts the simulator accepts by default. */
export const demoAccounts = [demoAccount, demoViewerAccount] as const;

/** The reporting API key the simulator expects in `x-api-key`. */
export const demoApiKey = 'demo-reporting-key';

/** A Runtime id (ID_COMPUTER). Any other non-empty id is accepted too. */
export const demoRuntimeId = 'RUNTIME-01';

/**
 * Robots with a known behaviour. Any other robot id runs like `invoice-bot`: the API cannot list
 * robots, so the simulator has no way to refuse one it does not know.
 */
export const demoRobots = {
  /** Queued briefly, runs, ends with status SUCCESS and a JSON returnValue echoing its variables. */
  succeeding: 'invoice-bot',
  /** Runs, then ends with status ERROR and a returnValue holding the error message. */
  failing: 'failing-bot',
  /** Stays PENDENT for `queuedBotQueueMs`, long enough to delete it in a test or a demo. */
  queued: 'queued-bot',
} as const;

/** How long `queued-bot` waits in the queue before it starts. */
export const queuedBotQueueMs = 10 * 60 * 1000;

/** A variable that makes any robot fail, e.g. `{ name: 'fail', type: 'text', value: 'true' }`. */
export const failVariableName = 'fail';

/**
 * Where the demo's first visit fetches its database from: the workspace, empty and migrated, made by the
 * build (demo-database-plugin.ts). Loading it takes a fraction of creating a PostgreSQL cluster in the page.
 */
export const demoDatabaseTemplatePath = '/demo-database.tar.gz';
