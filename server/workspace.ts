/**
 * The team workspace as the app uses it: one database (embedded or PostgreSQL) and everything kept in
 * it (sessions, the execution journal, the catalog, the reporting history, the activity log), with the
 * services over them. Opening it needs the session secret, which seals the users' tokens.
 */
import { activityRepository, type ActivityRepository } from './storage/activity-repository';
import { catalogRepository } from './storage/catalog-repository';
import type { WorkspaceDatabase } from './storage/database';
import { historyRepository, type HistoryRepository } from './storage/history-repository';
import { journalRepository } from './storage/journal-repository';
import { databaseSessionStore, type SessionStore } from './storage/session-store';
import { createTokenSeal } from './storage/token-seal';
import { catalogService, type CatalogService } from './services/catalog-service';
import { journalService, type JournalService } from './services/journal-service';
import { moveInService, type MoveInService } from './services/move-in-service';
import { proxyRecorder, type ProxyRecorder } from './services/proxy-recorder';
import { moveInRepository } from './storage/move-in-repository';

export interface Workspace {
  readonly database: WorkspaceDatabase;
  readonly sessions: SessionStore;
  readonly journal: JournalService;
  readonly catalog: CatalogService;
  readonly history: HistoryRepository;
  readonly activity: ActivityRepository;
  /** What relayed calls teach the workspace (runs, results, deletes, reporting sends). */
  readonly recorder: ProxyRecorder;
  /** What a browser kept before the team workspace, added once. */
  readonly moveIn: MoveInService;
}

export async function openWorkspace(
  database: WorkspaceDatabase,
  sessionSecret: string,
  now: () => number,
): Promise<Workspace> {
  const { db } = database;
  const activity = activityRepository(db);
  const journal = journalRepository(db);
  const catalog = catalogRepository(db);
  const history = historyRepository(db);
  return {
    database,
    sessions: databaseSessionStore(db, await createTokenSeal(sessionSecret), now),
    journal: journalService({ journal, activity, now }),
    catalog: catalogService({ catalog, activity, now }),
    history,
    activity,
    recorder: proxyRecorder({ journal, catalog, history, activity }),
    moveIn: moveInService({ moveIn: moveInRepository(db), catalog, activity, now }),
  };
}
