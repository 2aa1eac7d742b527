/**
 * The schema's versions, applied in order at start-up by Kysely's migrator (which takes a database
 * lock, so several instances starting at once apply each version once). A released migration is never
 * edited: a change is a new entry.
 */
import { sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';

/** An arbitrary constant naming the lock that orders the journal's numbered changes (migration 0004). */
export const changeOrderLockKey = 482_731_907;

/** The channel a schedule due sooner, or a claim ending sooner, is announced on (migration 0009). */
export const schedulesDueChannel = 'schedules_due';
/** Said when the team's watchdog rules are saved (migration 0013): every instance's watchdogs look again. */
export const watchdogSettingsChannel = 'watchdog_settings_saved';

/** A local day, YYYY-MM-DD (migration 0006's date columns). */
const localDay = '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';

const migrations: Record<string, Migration> = {
  '0001-team-workspace': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sessions')
        .addColumn('id_hash', 'text', (c) => c.primaryKey())
        // Order of creation, for "the user's oldest session" when two begin in the same millisecond.
        .addColumn('seq', 'integer', (c) => c.notNull().generatedAlwaysAsIdentity())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('token_sealed', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .execute();
      // A user's sessions are counted without case: e-mail addresses do not differ by it.
      await sql`create index sessions_by_user on sessions (lower(username), created_at, seq)`.execute(db);
      await db.schema.createIndex('sessions_by_expiry').on('sessions').column('expires_at').execute();

      await db.schema
        .createTable('executions')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('computer_id', 'text', (c) => c.notNull())
        .addColumn('execution_id', 'text', (c) => c.notNull())
        .addColumn('robot_id', 'text')
        .addColumn('api_version', 'text')
        .addColumn('variables', 'jsonb')
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('started_by', 'text', (c) => c.notNull())
        .addColumn('started_at', 'timestamptz', (c) => c.notNull())
        .addColumn('status', 'text')
        .addColumn('progress', 'double precision')
        .addColumn('init_at', 'timestamptz')
        .addColumn('end_at', 'timestamptz')
        .addColumn('ended', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('return_value', 'jsonb')
        .addColumn('logs', 'jsonb')
        .addColumn('deleted_at', 'timestamptz')
        .addColumn('deleted_by', 'text')
        .addColumn('lost_reason', 'text')
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .addColumn('search_text', 'text', (c) => c.notNull())
        .addUniqueConstraint('executions_one_per_id', ['computer_id', 'execution_id'])
        .execute();
      // The queue's default order: newest start first, where "start" is the service's init once known.
      await sql`create index executions_by_start on executions ((coalesce(init_at, started_at)) desc, id desc)`.execute(
        db,
      );
      for (const column of ['started_by', 'robot_id', 'computer_id', 'status'] as const) {
        await db.schema.createIndex(`executions_by_${column}`).on('executions').column(column).execute();
      }

      for (const table of ['catalog_runtimes', 'catalog_robots'] as const) {
        let builder = db.schema
          .createTable(table)
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull());
        if (table === 'catalog_robots') builder = builder.addColumn('variables', 'jsonb', (c) => c.notNull());
        await builder
          .addColumn('version', 'integer', (c) => c.notNull())
          .addColumn('updated_by', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
          .execute();
      }

      await db.schema
        .createTable('reporting_sends')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('form', 'text', (c) => c.notNull())
        .addColumn('payload', 'jsonb', (c) => c.notNull())
        .addColumn('outcome', 'text', (c) => c.notNull())
        .addColumn('answer', 'jsonb')
        .addColumn('error', 'text')
        .addColumn('sent_by', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('reporting_sends_by_form')
        .on('reporting_sends')
        .columns(['form', 'sent_at desc'])
        .execute();

      await db.schema
        .createTable('activity')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('at', 'timestamptz', (c) => c.notNull())
        .addColumn('actor', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('details', 'jsonb', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('activity_by_time')
        .on('activity')
        .columns(['at desc', 'id desc'])
        .execute();
      await db.schema.createIndex('activity_by_actor').on('activity').column('actor').execute();
    },
  },
  '0002-journal-search-index': {
    // Trigram index: the queue's search finds a part of an id or a value without reading every row.
    async up(db: Kysely<unknown>) {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index executions_search on executions using gin (search_text gin_trgm_ops)`.execute(
        db,
      );
    },
  },
  '0003-following-and-changes': {
    // The server follows every active execution itself (a lease says which instance reads it and until
    // when), and every change a user can see gets the next number of one sequence, announced with
    // NOTIFY: the browsers' live stream resumes from the last number it saw.
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('executions')
        .addColumn('follower', 'text')
        .addColumn('lease_until', 'timestamptz')
        .addColumn('next_read_at', 'timestamptz', (c) => c.defaultTo(sql`now()`))
        .addColumn('read_failures', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('follow_note', 'text')
        .addColumn('change_seq', 'bigint')
        .execute();
      await sql`create sequence execution_changes`.execute(db);
      await sql`
        create function execution_changed() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' or (new.status, new.progress, new.init_at, new.end_at, new.ended, new.return_value,
              new.logs, new.deleted_at, new.lost_reason, new.follow_note, new.robot_id)
              is distinct from (old.status, old.progress, old.init_at, old.end_at, old.ended, old.return_value,
              old.logs, old.deleted_at, old.lost_reason, old.follow_note, old.robot_id) then
            new.change_seq := nextval('execution_changes');
            perform pg_notify('execution_changes', new.change_seq::text);
          end if;
          return new;
        end $$`.execute(db);
      await sql`
        create trigger executions_changed before insert or update on executions
        for each row execute function execution_changed()`.execute(db);
      await sql`create index executions_to_follow on executions (next_read_at)
        where ended = false and deleted_at is null and lost_reason is null`.execute(db);
      await sql`create index executions_by_change on executions (change_seq)`.execute(db);
    },
  },
  '0004-ordered-changes-and-webhook-outbox': {
    async up(db: Kysely<unknown>) {
      // A change's number is taken when the row changes but seen when its transaction commits, so two
      // writers could make number 11 visible before number 10: a reader that moved past 11 would never
      // see 10. Holding one lock from numbering to commit makes the numbers visible in their order, so
      // "everything after N" never skips one. Journal writes are single rows, so the lock is short.
      await sql`
        create or replace function execution_changed() returns trigger language plpgsql as $$
        begin
          if tg_op = 'INSERT' or (new.status, new.progress, new.init_at, new.end_at, new.ended, new.return_value,
              new.logs, new.deleted_at, new.lost_reason, new.follow_note, new.robot_id)
              is distinct from (old.status, old.progress, old.init_at, old.end_at, old.ended, old.return_value,
              old.logs, old.deleted_at, old.lost_reason, old.follow_note, old.robot_id) then
            perform pg_advisory_xact_lock(${sql.lit(changeOrderLockKey)});
            new.change_seq := nextval('execution_changes');
            perform pg_notify('execution_changes', new.change_seq::text);
          end if;
          return new;
        end $$`.execute(db);

      // One row per execution that ended while followed, written in the transaction that recorded the
      // end (so no end is missed, whichever instance recorded it) and keyed by the execution (so no end
      // is posted twice). Not a foreign key: the journal's rows are never removed, and the tests empty
      // the journal without touching this table.
      await db.schema
        .createTable('webhook_outbox')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('delivery_id', 'uuid', (c) => c.notNull().defaultTo(sql`gen_random_uuid()`))
        .addColumn('computer_id', 'text', (c) => c.notNull())
        .addColumn('execution_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('claimed_by', 'text')
        .addColumn('claim_until', 'timestamptz')
        // pending, delivered, skipped (not an event the webhook wants), given-up (retried too long)
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('finished_at', 'timestamptz')
        .addColumn('last_error', 'text')
        .addUniqueConstraint('webhook_outbox_one_per_execution', ['computer_id', 'execution_id'])
        .execute();
      await sql`create index webhook_outbox_due on webhook_outbox (next_attempt_at) where state = 'pending'`.execute(
        db,
      );
      await db.schema
        .createIndex('webhook_outbox_by_age')
        .on('webhook_outbox')
        .column('created_at')
        .execute();
      // Only an end seen as it happens: rows added already ended (a browser's old queue moving in) are
      // history, not news.
      await sql`
        create function execution_ended() returns trigger language plpgsql as $$
        begin
          -- The writer's clock (updated_at), as every instant of the journal is.
          insert into webhook_outbox (computer_id, execution_id, created_at, next_attempt_at)
          values (new.computer_id, new.execution_id, new.updated_at, new.updated_at)
          on conflict do nothing;
          return null;
        end $$`.execute(db);
      await sql`
        create trigger executions_ended after update of ended on executions
        for each row when (new.ended and not old.ended and new.deleted_at is null)
        execute function execution_ended()`.execute(db);
    },
  },
  '0005-reporting-error-codes': {
    async up(db: Kysely<unknown>) {
      // A failed send's error as the server's code and the HTTP status the browser got, so that the
      // console says it in the operator's language (`error` keeps the English, for logs and API callers).
      // Sends recorded before have neither: they keep only their English `error`, shown as it is.
      await db.schema
        .alterTable('reporting_sends')
        .addColumn('error_code', 'text')
        .addColumn('error_status', 'integer')
        .execute();
    },
  },
  '0006-schedules': {
    // Schedules (docs/schedules.md): what to run and when, and one row per due fire. A fire is unique by
    // its schedule and due instant, so however many instances race for it, it exists once.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('schedules')
        .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('runtime_id', 'text', (c) => c.notNull())
        .addColumn('robot_id', 'text', (c) => c.notNull())
        .addColumn('api_version', 'text', (c) => c.notNull())
        // The plain values; the secret ones are sealed apart (secret_values) and never sent back.
        .addColumn('variables', 'jsonb', (c) => c.notNull())
        .addColumn('secret_values', 'text')
        .addColumn('cron', 'text', (c) => c.notNull())
        .addColumn('time_zone', 'text', (c) => c.notNull())
        .addColumn('skip_weekends', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('holidays', 'text')
        .addColumn('on_skipped_day', 'text', (c) => c.notNull().defaultTo('skip'))
        // Local days in the schedule's zone, as text: no driver turns them into instants.
        .addColumn('starts_on', 'text', (c) => c.check(sql`starts_on ~ ${sql.lit(localDay)}`))
        .addColumn('ends_on', 'text', (c) => c.check(sql`ends_on ~ ${sql.lit(localDay)}`))
        .addColumn('overlap', 'text', (c) => c.notNull().defaultTo('skip'))
        .addColumn('catch_up_minutes', 'integer', (c) => c.notNull().defaultTo(15))
        .addColumn('paused', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('pause_note', 'text')
        .addColumn('owner', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('updated_by', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .addColumn('deleted_at', 'timestamptz')
        // The next instant due after the calendar; null when it fires no more.
        .addColumn('next_due_at', 'timestamptz')
        .execute();
      await sql`create index schedules_due on schedules (next_due_at)
        where deleted_at is null and paused = false`.execute(db);

      await db.schema
        .createTable('schedule_fires')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('schedule_id', 'uuid', (c) => c.notNull().references('schedules.id'))
        .addColumn('due_at', 'timestamptz', (c) => c.notNull())
        // claimed, calling, started, skipped, missed, failed, unknown
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('reason', 'text')
        .addColumn('claimed_by', 'text')
        .addColumn('claim_until', 'timestamptz')
        .addColumn('called_at', 'timestamptz')
        .addColumn('computer_id', 'text')
        .addColumn('execution_id', 'text')
        .addColumn('recorded_at', 'timestamptz', (c) => c.notNull())
        .addUniqueConstraint('schedule_fires_once', ['schedule_id', 'due_at'])
        .execute();
      await sql`create index schedule_fires_unfinished on schedule_fires (claim_until)
        where state in ('claimed', 'calling')`.execute(db);

      await db.schema
        .createTable('no_run_days')
        .addColumn('day', 'text', (c) => c.primaryKey().check(sql`day ~ ${sql.lit(localDay)}`))
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'text', (c) => c.notNull())
        .execute();

      // A run started by a schedule says which (its name is read through it).
      await db.schema.alterTable('executions').addColumn('schedule_id', 'uuid').execute();
    },
  },
  '0007-schedule-runs': {
    // The pieces of running schedules (docs/schedules.md): the runner account's token, sealed, shared by
    // the instances; the name of the schedule a run was started by, as it was then; why a fire failed in
    // the error code the browser words; and the webhook's outbox also carries a fire that went wrong.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('runner_token')
        // One row: the runner account's current token.
        .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('token_sealed', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema.alterTable('executions').addColumn('schedule_name', 'text').execute();
      await db.schema.alterTable('schedule_fires').addColumn('detail', 'text').execute();
      await db.schema
        .alterTable('webhook_outbox')
        .addColumn('fire_id', 'integer', (c) => c.unique())
        .execute();
      await sql`alter table webhook_outbox alter column computer_id drop not null,
        alter column execution_id drop not null`.execute(db);
      // Paused schedules are claimed too (their fires are recorded as skipped): the due index covers them.
      await sql`drop index schedules_due`.execute(db);
      await sql`create index schedules_due on schedules (next_due_at) where deleted_at is null`.execute(db);
    },
  },
  '0008-business-day-of-month': {
    // "On the first/last business day of the month": a rule of its own beside the cron (a cron cannot say
    // it), null for the schedules before it.
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('schedules')
        .addColumn('business_day_of_month', 'text', (c) =>
          c.check(sql`business_day_of_month in ('first', 'last')`),
        )
        .execute();
    },
  },
  '0009-schedules-due-sooner': {
    // Every instance's scheduler sleeps until the next instant it knows of (scheduler.ts): a schedule
    // due sooner than that (one saved, a no-run day removed, on any instance) or a claim that ends
    // sooner says so on a channel, and they wake. A claim moving a schedule on, or a lease taken or
    // extended, is later, not sooner, and wakes nobody. Notifications of one transaction are one.
    async up(db: Kysely<unknown>) {
      await sql`
        create function schedules_due_sooner() returns trigger language plpgsql as $$
        begin
          -- What came sooner ('schedule' or 'lease'): the schedulers only wake, whatever it says.
          perform pg_notify(${sql.lit(schedulesDueChannel)}, tg_argv[0]);
          return null;
        end $$`.execute(db);
      await sql`
        create trigger schedule_added after insert on schedules
        for each row when (new.next_due_at is not null) execute function schedules_due_sooner('schedule')`.execute(
        db,
      );
      await sql`
        create trigger schedule_due_sooner after update of next_due_at on schedules
        for each row when (new.next_due_at < old.next_due_at
          or (old.next_due_at is null and new.next_due_at is not null))
        execute function schedules_due_sooner('schedule')`.execute(db);
      await sql`
        create trigger fire_lease_sooner after update of claim_until on schedule_fires
        for each row when (new.claim_until < old.claim_until) execute function schedules_due_sooner('lease')`.execute(
        db,
      );
    },
  },
  '0010-watchdogs': {
    // The watchdogs (docs/watchdogs.md): the alerts they raise, the team's rules, and the webhook's outbox
    // also carrying an alert's raise and resolve.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('alerts')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('kind', 'text', (c) => c.notNull())
        // What it is about, one text per cause (this execution queued too long, this Runtime down …).
        .addColumn('cause_key', 'text', (c) => c.notNull())
        .addColumn('subject', 'jsonb', (c) => c.notNull())
        .addColumn('facts', 'jsonb', (c) => c.notNull())
        .addColumn('raised_at', 'timestamptz', (c) => c.notNull())
        .addColumn('resolved_at', 'timestamptz')
        .addColumn('acknowledged_at', 'timestamptz')
        .addColumn('acknowledged_by', 'text')
        .addColumn('note', 'text')
        .execute();
      // One alert per cause while it lasts: however many instances raise it at once, the second insert
      // finds this one. Once resolved, the same cause coming back is a new alert.
      await sql`create unique index alerts_one_per_cause on alerts (cause_key) where resolved_at is null`.execute(
        db,
      );
      await sql`create index alerts_latest on alerts (raised_at desc, id desc)`.execute(db);
      // The open ones (neither resolved nor acknowledged): the header's count and the overview's list.
      await sql`create index alerts_open on alerts (raised_at desc, id desc)
        where resolved_at is null and acknowledged_at is null`.execute(db);

      await db.schema
        .createTable('watchdog_settings')
        // One row: the team's rules (none until someone saves them: the defaults).
        .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
        .addColumn('rules', 'jsonb', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('updated_by', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();

      // An alert's raise and its resolve are posted once each, written with the change they tell of.
      await db.schema
        .alterTable('webhook_outbox')
        .addColumn('alert_id', 'integer')
        .addColumn('event', 'text')
        .execute();
      await db.schema
        .alterTable('webhook_outbox')
        .addUniqueConstraint('webhook_outbox_one_per_alert_event', ['alert_id', 'event'])
        .execute();
    },
  },
  '0011-overview-indexes': {
    // What `npm run bench:overview` found the overview needs with 1,000,000 executions (docs/testing.md):
    // one robot's executions of a period from an index on the robot and the start (half the time of
    // combining the robot's and the period's indexes), and the period's missed or failed fires from a
    // partial index (PostgreSQL 15 otherwise reads every fire). A covering index on the start, also
    // measured, gained nothing through the route, slowed the one-robot period and cost a tenth of the
    // journal's size: left out.
    async up(db: Kysely<unknown>) {
      await sql`create index executions_by_robot_start on executions
        (robot_id, (coalesce(init_at, started_at)))`.execute(db);
      await sql`create index schedule_fires_troubled on schedule_fires (due_at)
        where state in ('missed', 'failed', 'unknown')`.execute(db);
    },
  },
  '0012-team': {
    // The team and its roles (docs/roles.md): everyone who has signed in, by the name they sign in with
    // compared without case (`person`), and what they may do. Read with every session (session-store.ts).
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('team_members')
        .addColumn('person', 'text', (c) => c.primaryKey())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('viewer', 'operator', 'admin')`))
        .addColumn('first_sign_in_at', 'timestamptz', (c) => c.notNull())
        .addColumn('last_sign_in_at', 'timestamptz', (c) => c.notNull())
        .addColumn('role_changed_by', 'text')
        .addColumn('role_changed_at', 'timestamptz')
        .execute();
    },
  },
  '0013-watchdog-settings-saved': {
    // The watchdogs look every 30 s (watchdog.ts): rules saved on any instance say so on a channel, and
    // every instance's watchdogs look at once (one evaluates, the others find it taken), so the team
    // sees what its new limits raise without waiting for the next look.
    async up(db: Kysely<unknown>) {
      await sql`
        create function watchdog_settings_saved() returns trigger language plpgsql as $$
        begin
          perform pg_notify(${sql.lit(watchdogSettingsChannel)}, 'saved');
          return null;
        end $$`.execute(db);
      await sql`
        create trigger watchdog_settings_saved after insert or update on watchdog_settings
        for each statement execute function watchdog_settings_saved()`.execute(db);
    },
  },
  '0014-api-tokens': {
    // Personal API tokens (api-tokens.ts, docs/api.md): only each token's SHA-256 is kept (a token is 32
    // random bytes: a slow hash would add nothing), with its owner, name, role and lifetime; revoked
    // ones stay for the activity log's sake, refused by the check that finds a token.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('api_tokens')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('person', 'text', (c) => c.notNull())
        .addColumn('username', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('viewer', 'operator', 'admin')`))
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
        .addColumn('last_used_at', 'timestamptz')
        .addColumn('revoked_at', 'timestamptz')
        .execute();
      await db.schema.createIndex('api_tokens_person').on('api_tokens').column('person').execute();
    },
  },
  '0015-no-secret-defaults': {
    // A secret variable has no default value any more (catalog-rules.ts, issue 35): the catalog is read by
    // every viewer, exported and copied into forms. Defaults saved before are emptied, not kept readable.
    async up(db: Kysely<unknown>) {
      await sql`
        update catalog_robots set variables = (
          select jsonb_agg(
            case when variable->>'secret' = 'true' then variable || '{"defaultValue": ""}'::jsonb else variable end
            order by position)
          from jsonb_array_elements(variables) with ordinality as listed (variable, position))
        where exists (
          select from jsonb_array_elements(variables) as listed (variable)
          where variable->>'secret' = 'true' and coalesce(variable->>'defaultValue', '') <> '')`.execute(db);
    },
  },
  '0016-sign-in-failures': {
    // Failed sign-ins per username from every address together (sign-in-failures-repository.ts): one row
    // per username in a fixed window, in the database so that every instance on one PostgreSQL counts
    // into the same row. Rows whose window has ended are deleted by their end.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sign_in_failures')
        .addColumn('person', 'text', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('window_ends', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('sign_in_failures_by_window_end')
        .on('sign_in_failures')
        .column('window_ends')
        .execute();
    },
  },
  '0017-schedule-fires-by-age': {
    // The settled fires older than SCHEDULE_FIRE_RETENTION_DAYS are purged (schedule-fires-repository.ts):
    // found by their due instant, a batch at a time, without reading the fires that are kept.
    async up(db: Kysely<unknown>) {
      await db.schema.createIndex('schedule_fires_by_age').on('schedule_fires').column('due_at').execute();
    },
  },
  '0018-team-settings': {
    // A setting of the whole team, one row per setting (team-settings-repository.ts), versioned like a
    // catalog entry: the status → outcome mapping of the reporting records first.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('team_settings')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('value', 'jsonb', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('updated_by', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
    },
  },
  '0019-robot-figures': {
    // What a robot tells the analytics product (issue 36): its idea, where an execution's document count
    // comes from, and a person's minutes for one execution's work. Columns, so that a period's records are
    // counted by the database joining the journal on the robot.
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('catalog_robots')
        .addColumn('idea_id', 'integer')
        .addColumn('documents_from', 'text')
        .addColumn('manual_minutes', 'double precision')
        .execute();
      await db.schema.createIndex('catalog_robots_by_idea').on('catalog_robots').column('idea_id').execute();
    },
  },
  '0020-idea-figures': {
    // A period's records per idea (idea-figures-repository.ts) read the executions that ended in it:
    // placed by their end, or their start when the end had no readable time, as the summary route does.
    // The return value's shape is not shown (spec §2.6): a text holding JSON is read as that JSON when a
    // robot's documents come from a field of it; `jsonb_or_null` gives null for any other text.
    async up(db: Kysely<unknown>) {
      await sql`create index executions_by_end on executions ((coalesce(end_at, init_at)))
        where ended and deleted_at is null`.execute(db);
      await sql`create function jsonb_or_null(text) returns jsonb language plpgsql immutable as $$
        begin return $1::jsonb; exception when others then return null; end $$`.execute(db);
    },
  },
  '0021-reporting-plans': {
    // A reporting plan per idea (reporting-plans-repository.ts): its period, zone and send time, the
    // records it sends, and the next instant a send is due (found by the scheduler like a schedule's).
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('reporting_plans')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('idea_id', 'integer', (c) => c.notNull())
        .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('day', 'hour')`))
        .addColumn('time_zone', 'text', (c) => c.notNull())
        .addColumn('send_at', 'text', (c) => c.notNull())
        .addColumn('records', 'jsonb', (c) => c.notNull())
        .addColumn('approval', 'boolean', (c) => c.notNull())
        .addColumn('exclude_manual', 'boolean', (c) => c.notNull())
        .addColumn('excluded_robots', 'jsonb', (c) => c.notNull())
        .addColumn('send_zeros', 'boolean', (c) => c.notNull())
        .addColumn('paused', 'boolean', (c) => c.notNull())
        .addColumn('pause_note', 'text')
        .addColumn('next_due_at', 'timestamptz')
        .addColumn('created_by', 'text', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('updated_by', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('reporting_plans_by_idea')
        .on('reporting_plans')
        .column('idea_id')
        .execute();
      await db.schema
        .createIndex('reporting_plans_due')
        .on('reporting_plans')
        .column('next_due_at')
        .execute();
    },
  },
  '0022-plan-sends': {
    // Each record of an idea's period (plan-sends-repository.ts). The unique key is what makes a
    // (idea, kind, period) go at most once, whichever instance prepares it: a second insert does nothing.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('plan_sends')
        .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
        .addColumn('plan_id', 'uuid', (c) => c.references('reporting_plans.id').onDelete('set null'))
        .addColumn('idea_id', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('rpa', 'volumetry')`))
        .addColumn('period_start', 'timestamptz', (c) => c.notNull())
        .addColumn('period_end', 'timestamptz', (c) => c.notNull())
        .addColumn('state', 'text', (c) =>
          c.notNull().check(sql`state in ('waiting', 'sending', 'sent', 'failed', 'unknown', 'rejected')`),
        )
        .addColumn('figures', 'jsonb', (c) => c.notNull())
        .addColumn('executions', 'integer', (c) => c.notNull())
        .addColumn('documents_unknown', 'integer', (c) => c.notNull())
        .addColumn('requested_by', 'text', (c) => c.notNull())
        .addColumn('approved_by', 'text')
        .addColumn('note', 'text')
        .addColumn('error', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull())
        .addColumn('sending_since', 'timestamptz')
        .addColumn('sent_at', 'timestamptz')
        .addUniqueConstraint('plan_sends_once', ['idea_id', 'kind', 'period_start', 'period_end'])
        .execute();
      await db.schema.createIndex('plan_sends_by_state').on('plan_sends').column('state').execute();
    },
  },
  '0023-history-by-plan': {
    // The reporting history tells a record a plan sent, and who approved it (plan-sends-service.ts).
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('reporting_sends')
        .addColumn('by_plan', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('approved_by', 'text')
        .execute();
    },
  },
  '0024-late-ends': {
    // Late ends (issue 36): an execution whose end the console learns after its period's records were
    // counted is a restatement of that period, never sent again by itself (plan-restatements.ts).
    async up(db: Kysely<unknown>) {
      // When the journal learned an execution's end, on the writer's clock (updated_at), as every instant
      // of the journal is; set by the trigger below whoever writes the end (a result read, a move-in).
      await db.schema.alterTable('executions').addColumn('ended_learned_at', 'timestamptz').execute();
      await sql`update executions set ended_learned_at = updated_at where ended`.execute(db);
      await sql`
        create function execution_end_learned() returns trigger language plpgsql as $$
        begin
          if not new.ended then
            new.ended_learned_at := null;
          elsif tg_op = 'INSERT' or not old.ended then
            new.ended_learned_at := coalesce(new.ended_learned_at, new.updated_at);
          end if;
          return new;
        end $$`.execute(db);
      await sql`
        create trigger executions_end_learned before insert or update on executions
        for each row execute function execution_end_learned()`.execute(db);
      // The loop finds the ends learned since its last look (plan-restatements-repository.ts).
      await sql`create index executions_by_end_learned on executions (ended_learned_at)
        where ended and deleted_at is null`.execute(db);

      // A period's own record is correction 0; an admin's corrections of it are 1, 2 …: still at most one
      // of each, whichever admins correct at once.
      await db.schema
        .alterTable('plan_sends')
        .addColumn('correction', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('correction_of', 'integer', (c) => c.references('plan_sends.id').onDelete('set null'))
        // Executions whose end was learned after this instant are late: the count's instant, moved to
        // the restatement's `restated_through` by each correction.
        .addColumn('late_after', 'timestamptz')
        // What the analytics product holds for the period as far as the console knows: the figures sent,
        // then the figures as corrected; null until a correction.
        .addColumn('restated_figures', 'jsonb')
        .addColumn('restatement', 'jsonb')
        .addColumn('restatement_state', 'text', (c) =>
          c.check(sql`restatement_state in ('open', 'corrected', 'dismissed')`),
        )
        .addColumn('restated_through', 'timestamptz')
        .addColumn('restatement_by', 'text')
        .addColumn('restatement_note', 'text')
        .execute();
      await sql`update plan_sends set late_after = created_at`.execute(db);
      await sql`alter table plan_sends drop constraint plan_sends_once`.execute(db);
      await sql`alter table plan_sends add constraint plan_sends_once
        unique (idea_id, kind, period_start, period_end, correction)`.execute(db);
    },
  },
};

export const migrationProvider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};
