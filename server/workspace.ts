/**
 * The team workspace as the app uses it: one database (embedded or PostgreSQL) and everything kept in
 * it (sessions, the execution journal, the catalog, the reporting history, the activity log), with the
 * services over them. Opening it needs the session secret, which seals the users' tokens.
 */
import { activityRepository, type ActivityRepository } from './storage/activity-repository';
import { catalogRepository } from './storage/catalog-repository';
import type { WorkspaceDatabase } from './storage/database';
import { historyRepository, type HistoryRepository } from './storage/history-repository';
import { journalRepository, type JournalRepository } from './storage/journal-repository';
import { databaseSessionStore, type SessionStore } from './storage/session-store';
import { cachedSessionStore } from './storage/session-cache';
import { createTokenSeal, type TokenSeal } from './storage/token-seal';
import { catalogService, type CatalogService } from './services/catalog-service';
import { journalService, type JournalService } from './services/journal-service';
import { moveInService, type MoveInService } from './services/move-in-service';
import { proxyRecorder, type ProxyRecorder } from './services/proxy-recorder';
import { moveInRepository } from './storage/move-in-repository';
import { changesRepository, type ChangesRepository } from './storage/changes-repository';
import { followRepository, type FollowRepository } from './storage/follow-repository';
import { webhookOutboxRepository, type WebhookOutboxRepository } from './storage/webhook-outbox-repository';
import { createChangeHub, type ChangeHub } from './services/change-hub';
import { consoleLogger, type Logger } from './logger';
import { createScheduleService, type ScheduleService } from './services/schedule-service';
import { schedulesRepository } from './storage/schedules-repository';
import { scheduleFiresRepository, type ScheduleFiresRepository } from './storage/schedule-fires-repository';
import { runnerTokenStore, type RunnerTokenStore } from './storage/runner-token-store';
import { overviewRepository, type OverviewRepository } from './storage/overview-repository';
import { alertService, type AlertService } from './services/alert-service';
import { alertsRepository } from './storage/alerts-repository';
import { watchdogSettingsRepository } from './storage/watchdog-settings-repository';
import {
  reportingOutcomesService,
  type ReportingOutcomesService,
} from './services/reporting-outcomes-service';
import {
  timeSavedReferenceService,
  type TimeSavedReferenceService,
} from './services/time-saved-reference-service';
import { reportingPlansService, type ReportingPlansService } from './services/reporting-plans-service';
import {
  reportingPlansRepository,
  type ReportingPlansRepository,
} from './storage/reporting-plans-repository';
import { planSendsRepository, type PlanSendsRepository } from './storage/plan-sends-repository';
import {
  planRestatementsRepository,
  type PlanRestatementsRepository,
} from './storage/plan-restatements-repository';
import { ideaFiguresRepository, type IdeaFiguresRepository } from './storage/idea-figures-repository';
import { teamRepository, type TeamRepository } from './storage/team-repository';
import { apiTokensRepository } from './storage/api-tokens-repository';
import { apiTokenService, type ApiTokenService } from './services/api-token-service';
import {
  signInFailuresRepository,
  type SignInFailuresRepository,
} from './storage/sign-in-failures-repository';

export interface Workspace {
  readonly database: WorkspaceDatabase;
  readonly sessions: SessionStore;
  readonly journal: JournalService;
  readonly catalog: CatalogService;
  /** The overview's figures, counted by the database. */
  readonly overview: OverviewRepository;
  /** The watchdogs' alerts and rules (docs/watchdogs.md); evaluated by the host's loop (live-services.ts). */
  readonly alerts: AlertService;
  readonly history: HistoryRepository;
  /** Which outcome of a reporting record each execution status counts as (the team's, an admin's). */
  readonly reportingOutcomes: ReportingOutcomesService;
  /** The job position and supplier whose hourly values price the time saved (an admin's). */
  readonly timeSavedReference: TimeSavedReferenceService;
  /** Which records go to the analytics product for each idea, and when (an admin's). */
  readonly reportingPlans: ReportingPlansService;
  /** What the plans' sends keep and read (the sends themselves are the server's: plan-sends-service.ts). */
  readonly planSendStores: {
    readonly plans: ReportingPlansRepository;
    readonly sends: PlanSendsRepository;
    readonly restatements: PlanRestatementsRepository;
    readonly figures: IdeaFiguresRepository;
  };
  readonly activity: ActivityRepository;
  /** What relayed calls teach the workspace (runs, results, deletes, reporting sends). */
  readonly recorder: ProxyRecorder;
  /** What a browser kept before the team workspace, added once. */
  readonly moveIn: MoveInService;
  /** The journal's numbered changes, for streams resuming from a number. */
  readonly changes: ChangesRepository;
  /** Every journal change on every instance, as it happens (started by the host: live-services.ts). */
  readonly changeHub: ChangeHub;
  /** The journal's own queries, for the follower (which records ends and losses itself). */
  readonly journalStore: JournalRepository;
  /** Which executions the server reads next, and which instance reads each. */
  readonly follow: FollowRepository;
  /** The ended executions waiting to be posted to the webhook. */
  readonly webhookOutbox: WebhookOutboxRepository;
  /** The team's schedules (docs/schedules.md). */
  readonly schedules: ScheduleService;
  /** Each schedule's due fires, claimed by one instance, and what became of them. */
  readonly scheduleFires: ScheduleFiresRepository;
  /** The runner account's token, sealed (runner-account.ts). */
  readonly runnerToken: RunnerTokenStore;
  /** Everyone who has signed in and their role (docs/roles.md; the rules: team-service.ts). */
  readonly team: TeamRepository;
  /** Personal API tokens (api-token-service.ts): what scripts send instead of a session cookie. */
  readonly apiTokens: ApiTokenService;
  /** Failed sign-ins per username from every address, shared by the instances (sign-in-limiter.ts). */
  readonly signInFailures: SignInFailuresRepository;
}

/** Sessions kept in memory at most, in front of the embedded store. */
const sessionsKept = 10_000;

/**
 * The embedded database serves exactly one instance, which alone writes its sessions: they are kept in
 * memory in front of it (session-cache.ts). PostgreSQL may be shared by several: read on every call.
 */
function sessionStoreFor(database: WorkspaceDatabase, seal: TokenSeal, now: () => number): SessionStore {
  const store = databaseSessionStore(database.db, seal, now);
  return database.kind === 'embedded' ? cachedSessionStore(store, now, sessionsKept) : store;
}

/** `previousSecret`: the session secret before a rotation (SESSION_SECRET_PREVIOUS), which only opens. */
export async function openWorkspace(
  database: WorkspaceDatabase,
  sessionSecret: string,
  now: () => number,
  logger: Logger = consoleLogger,
  previousSecret?: string,
): Promise<Workspace> {
  const { db } = database;
  const changes = changesRepository(db);
  const activity = activityRepository(db);
  const journal = journalRepository(db);
  const catalog = catalogRepository(db);
  const history = historyRepository(db);
  const sends = planSendsRepository(db);
  // The users' tokens, the runner's and the schedules' secret values are sealed with the same secrets.
  const seal = await createTokenSeal(sessionSecret, previousSecret);
  return {
    database,
    sessions: sessionStoreFor(database, seal, now),
    journal: journalService({ journal, activity, sends, now }),
    catalog: catalogService({ catalog, activity, now }),
    overview: overviewRepository(db),
    alerts: alertService({
      alerts: alertsRepository(db),
      settings: watchdogSettingsRepository(db),
      activity,
      now,
    }),
    history,
    reportingOutcomes: reportingOutcomesService({ db, activity, now }),
    timeSavedReference: timeSavedReferenceService({ db, activity, now }),
    reportingPlans: reportingPlansService({ plans: reportingPlansRepository(db), activity, now }),
    planSendStores: {
      plans: reportingPlansRepository(db),
      sends,
      restatements: planRestatementsRepository(db),
      figures: ideaFiguresRepository(db),
    },
    activity,
    recorder: proxyRecorder({ journal, catalog, history, activity }),
    moveIn: moveInService({ moveIn: moveInRepository(db), catalog, activity, now }),
    changes,
    changeHub: createChangeHub({ database, changes, logger }),
    journalStore: journal,
    follow: followRepository(db),
    webhookOutbox: webhookOutboxRepository(db),
    schedules: createScheduleService({ schedules: schedulesRepository(db), activity, seal, now }),
    scheduleFires: scheduleFiresRepository(db),
    runnerToken: runnerTokenStore(db, seal),
    team: teamRepository(db),
    apiTokens: apiTokenService({ tokens: apiTokensRepository(db), activity, now }),
    signInFailures: signInFailuresRepository(db),
  };
}
