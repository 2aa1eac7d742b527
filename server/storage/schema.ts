/**
 * The tables of the team workspace as Kysely sees them. Instants are `timestamptz` (a `Date` from both
 * drivers); repositories turn them into epoch milliseconds at their edge. JSON columns hold values the
 * services validated before writing them and validate again when reading them back.
 */
import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Role } from '../../src/api/roles';

/** A JSON column: written as JSON text (both drivers parse it into a value on the way back). */
export type Json = ColumnType<unknown, string, string>;
type NullableJson = ColumnType<unknown, string | null, string | null>;
type Instant = ColumnType<Date, Date, Date>;
type NullableInstant = ColumnType<Date | null, Date | null, Date | null>;

export interface SessionsTable {
  /** SHA-256 of the cookie's session id: the database never holds a usable cookie value. */
  id_hash: string;
  seq: Generated<number>;
  username: string;
  /** The upstream JWT, sealed with SESSION_SECRET (AES-256-GCM). */
  token_sealed: string;
  created_at: Instant;
  expires_at: Instant;
}

export interface ExecutionsTable {
  id: Generated<number>;
  computer_id: string;
  execution_id: string;
  robot_id: string | null;
  /** 'v1' | 'v2' for runs started here; null for executions tracked by id. */
  api_version: string | null;
  /** The variables sent, secret values masked; null for the robot's defaults or when unknown. */
  variables: NullableJson;
  source: string;
  started_by: string;
  started_at: Instant;
  status: string | null;
  progress: number | null;
  init_at: NullableInstant;
  end_at: NullableInstant;
  ended: boolean;
  return_value: NullableJson;
  logs: NullableJson;
  deleted_at: NullableInstant;
  deleted_by: string | null;
  lost_reason: string | null;
  updated_at: Instant;
  /** When the journal learned its end (a trigger sets it; migration 0024); null while not ended. */
  ended_learned_at: Generated<Date | null>;
  /** Lower-cased execution id and variable values (secrets left out), for the queue's search. */
  search_text: string;
  /** The instance that reads its result now, and until when it may (a lease; another takes over after). */
  follower: string | null;
  lease_until: NullableInstant;
  /** When its result is read next. */
  next_read_at: NullableInstant;
  read_failures: Generated<number>;
  /** Why following is paused, in the operator's words (e.g. nobody is signed in to read it with). */
  follow_note: string | null;
  /** The number of its last visible change (a database sequence; set by a trigger). */
  change_seq: ColumnType<string | number | null, never, never>;
  /** The schedule that started it (migration 0006); null for a run started by a person. */
  schedule_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** That schedule's name when it started the run (migration 0007). */
  schedule_name: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface CatalogRuntimesTable {
  id: string;
  name: string;
  description: string;
  version: number;
  updated_by: string;
  updated_at: Instant;
}

export interface CatalogRobotsTable {
  id: string;
  name: string;
  description: string;
  variables: Json;
  /** What the robot tells the analytics product (migration 0019, issue 36); null when not said. */
  idea_id: number | null;
  documents_from: string | null;
  manual_minutes: number | null;
  version: number;
  updated_by: string;
  updated_at: Instant;
}

export interface ReportingPlansTable {
  id: string;
  idea_id: number;
  period: string;
  time_zone: string;
  send_at: string;
  records: Json;
  approval: boolean;
  exclude_manual: boolean;
  excluded_robots: Json;
  send_zeros: boolean;
  paused: boolean;
  pause_note: string | null;
  /** When its next send is due; null while paused. */
  next_due_at: NullableInstant;
  created_by: string;
  created_at: Instant;
  version: number;
  updated_by: string;
  updated_at: Instant;
}

export interface PlanSendsTable {
  id: Generated<number>;
  plan_id: string | null;
  idea_id: number;
  kind: string;
  period_start: Instant;
  period_end: Instant;
  state: string;
  /** The record exactly as it was or will be sent. */
  figures: Json;
  executions: number;
  documents_unknown: number;
  requested_by: string;
  approved_by: string | null;
  note: string | null;
  error: string | null;
  created_at: Instant;
  /** When its call went out: a send still `sending` long after is `unknown`. */
  sending_since: NullableInstant;
  sent_at: NullableInstant;
  /** 0 for the period's own record; 1, 2 … for the corrections of it (migration 0024). */
  correction: Generated<number>;
  /** The period's own record a correction corrects. */
  correction_of: number | null;
  /** Executions whose end was learned after this instant are late (plan-restatements.ts). */
  late_after: NullableInstant;
  /** The figures the analytics product holds for the period once corrected; null before. */
  restated_figures: NullableJson;
  /** The restatement's figures, difference and late executions; null while there are none. */
  restatement: NullableJson;
  restatement_state: string | null;
  /** The instant the restatement was counted up to: a correction moves `late_after` to it. */
  restated_through: NullableInstant;
  restatement_by: string | null;
  restatement_note: string | null;
}

export interface ReportingSendsTable {
  id: Generated<number>;
  form: string;
  payload: Json;
  outcome: string;
  answer: NullableJson;
  /** Why it failed, in the server's English (never the service's own text). */
  error: string | null;
  /** Why it failed, as the server's error code and the HTTP status (migration 0005; null before). */
  error_code: string | null;
  error_status: number | null;
  sent_by: string;
  sent_at: Instant;
  /** Sent by a reporting plan (migration 0023), and who approved it; `sent_by` is who asked. */
  by_plan: Generated<boolean>;
  approved_by: string | null;
}

export interface ActivityTable {
  id: Generated<number>;
  at: Instant;
  actor: string;
  action: string;
  /** What the action was about, in a few words (an execution id, a catalog entry, a form). */
  target: string;
  details: Json;
}

/** An execution that ended, to be posted to the webhook once (migration 0004). */
export interface WebhookOutboxTable {
  id: Generated<number>;
  /** Sent as X-Robot-Console-Delivery: the same on every attempt, so the receiver can drop repeats. */
  delivery_id: Generated<string>;
  /** The execution that ended; null for a schedule's fire (migration 0007). */
  computer_id: string | null;
  execution_id: string | null;
  /** A schedule's fire that failed, was missed or is unknown (migration 0007); null for an end. */
  fire_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** A watchdog's alert (migration 0010), and which of its changes: `alert.raised`, `alert.resolved`. */
  alert_id: ColumnType<number | null, number | null | undefined, number | null>;
  event: ColumnType<AlertEvent | null, AlertEvent | null | undefined, AlertEvent | null>;
  created_at: ColumnType<Date, Date | undefined, Date>;
  next_attempt_at: ColumnType<Date, Date | undefined, Date>;
  attempts: Generated<number>;
  /** The instance attempting it now, and until when (another may claim it after). */
  claimed_by: string | null;
  claim_until: NullableInstant;
  state: ColumnType<WebhookState, WebhookState | undefined, WebhookState>;
  finished_at: NullableInstant;
  /** Why the last attempt failed, in our words (never the receiver's answer). */
  last_error: string | null;
}

/** A schedule (migration 0006, docs/schedules.md). Local dates are 'YYYY-MM-DD' text both ways. */
export interface SchedulesTable {
  id: Generated<string>;
  name: string;
  runtime_id: string;
  robot_id: string;
  api_version: string;
  /** `[{ name, value }]`, the plain values only. */
  variables: Json;
  /** The secret values as one JSON object, sealed with SESSION_SECRET; null when there are none. */
  secret_values: string | null;
  cron: string;
  time_zone: string;
  skip_weekends: boolean;
  holidays: string | null;
  on_skipped_day: 'skip' | 'next-business-day';
  business_day_of_month: 'first' | 'last' | null;
  starts_on: ColumnType<string | null, string | null, string | null>;
  ends_on: ColumnType<string | null, string | null, string | null>;
  overlap: 'skip' | 'allow';
  catch_up_minutes: number;
  paused: boolean;
  pause_note: string | null;
  owner: string;
  version: number;
  created_at: Instant;
  updated_by: string;
  updated_at: Instant;
  deleted_at: NullableInstant;
  next_due_at: NullableInstant;
}

export type FireState = 'claimed' | 'calling' | 'started' | 'skipped' | 'missed' | 'failed' | 'unknown';

/** One due instant of a schedule and what became of it. */
export interface ScheduleFiresTable {
  id: Generated<number>;
  schedule_id: string;
  due_at: Instant;
  state: FireState;
  reason: string | null;
  claimed_by: string | null;
  claim_until: NullableInstant;
  called_at: NullableInstant;
  computer_id: string | null;
  execution_id: string | null;
  recorded_at: Instant;
  /** For a fire that failed to start: the error code of our words for the service's answer (0007). */
  detail: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The runner account's token (migration 0007): one row, sealed. */
export interface RunnerTokenTable {
  id: number;
  username: string;
  token_sealed: string;
  expires_at: Instant;
}

/** The team's own days without runs. */
export interface NoRunDaysTable {
  day: string;
  note: string;
  updated_by: string;
}

export type WebhookState = 'pending' | 'delivered' | 'skipped' | 'given-up';

export type AlertEvent = 'alert.raised' | 'alert.resolved';

/** An alert a watchdog raised (migration 0010, docs/watchdogs.md). */
export interface AlertsTable {
  id: Generated<number>;
  kind: string;
  /** Its cause, as text: at most one alert per cause is unresolved (a unique partial index). */
  cause_key: string;
  /** What it is about (`alertSubjectSchema`) and the figures behind it, as the rule wrote them. */
  subject: Json;
  facts: Json;
  raised_at: Instant;
  resolved_at: NullableInstant;
  acknowledged_at: NullableInstant;
  acknowledged_by: string | null;
  note: string | null;
}

/** The watchdogs' rules as the team saved them (one row; none: the defaults). */
export interface WatchdogSettingsTable {
  id: number;
  rules: Json;
  version: number;
  updated_by: string;
  updated_at: Instant;
}

/** A setting of the whole team, by name (migration 0018, team-settings-repository.ts). */
export interface TeamSettingsTable {
  name: string;
  value: Json;
  version: number;
  updated_by: string;
  updated_at: Instant;
}

/** Everyone who has signed in and their role (migration 0012, docs/roles.md). */
export interface TeamMembersTable {
  /** The username compared without case (roles.ts `personKey`). */
  person: string;
  /** As they last signed in. */
  username: string;
  role: Role;
  first_sign_in_at: Instant;
  last_sign_in_at: Instant;
  role_changed_by: string | null;
  role_changed_at: NullableInstant;
}

/** Personal API tokens, by the hash of the token (migration 0014, api-tokens.ts). */
export interface ApiTokensTable {
  id: string;
  /** The owner's username compared without case (roles.ts `personKey`). */
  person: string;
  username: string;
  name: string;
  role: Role;
  /** SHA-256 of the token, hex. */
  token_hash: string;
  created_at: Instant;
  expires_at: Instant;
  last_used_at: NullableInstant;
  revoked_at: NullableInstant;
}

/** Failed sign-ins per username from every address (migration 0016, sign-in-failures-repository.ts). */
export interface SignInFailuresTable {
  /** The username compared without case (roles.ts `personKey`). */
  person: string;
  /** Refused sign-ins and those still waiting for the upstream, in the window. */
  failures: number;
  window_ends: Instant;
}

export interface Database {
  sessions: SessionsTable;
  executions: ExecutionsTable;
  catalog_runtimes: CatalogRuntimesTable;
  catalog_robots: CatalogRobotsTable;
  reporting_sends: ReportingSendsTable;
  reporting_plans: ReportingPlansTable;
  plan_sends: PlanSendsTable;
  activity: ActivityTable;
  webhook_outbox: WebhookOutboxTable;
  schedules: SchedulesTable;
  schedule_fires: ScheduleFiresTable;
  no_run_days: NoRunDaysTable;
  runner_token: RunnerTokenTable;
  alerts: AlertsTable;
  watchdog_settings: WatchdogSettingsTable;
  team_settings: TeamSettingsTable;
  team_members: TeamMembersTable;
  api_tokens: ApiTokensTable;
  sign_in_failures: SignInFailuresTable;
}

export type ExecutionRow = Selectable<ExecutionsTable>;
