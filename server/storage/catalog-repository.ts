/**
 * The team's catalog of Runtimes and Robots. Every entry carries a version: an edit or a delete names
 * the version the operator started from, and is refused when someone changed the entry since, so two
 * operators never overwrite each other silently.
 */
import { z } from '../../src/api/zod';
import {
  type CatalogImportEntry,
  type CatalogImportSummary,
  type CatalogRobot,
  type CatalogRuntime,
  type TeamCatalog,
} from '../../src/api/workspace/catalog';
import { catalogVariableSchema, type CatalogFile } from '../../src/api/workspace/catalog-input';
import { canonicalJson } from './canonical-json';
import type { Db } from './database';
import type { Selectable } from 'kysely';
import type { CatalogRobotsTable, CatalogRuntimesTable } from './schema';

type RuntimeFields = Pick<CatalogRuntime, 'computerId' | 'name' | 'description'>;
/** A robot as saved; the figures for the analytics product left out are not said (null). */
type RobotFields = Pick<CatalogRobot, 'robotId' | 'name' | 'description' | 'variables'> &
  Partial<Pick<CatalogRobot, 'ideaId' | 'documentsFrom' | 'manualMinutes'>>;

/** What a versioned write came to. */
export type SaveOutcome<T> =
  | { readonly kind: 'saved'; readonly entry: T }
  /** Someone else changed (or created) it since: who and when, and what it is now. */
  | { readonly kind: 'conflict'; readonly current: T }
  /** It no longer exists (deleted meanwhile). */
  | { readonly kind: 'gone' };

const variablesSchema = z.array(catalogVariableSchema);

/** The two tables of the catalog: their rows share every column but a Robot's own. */
type CatalogTable = 'catalog_runtimes' | 'catalog_robots';
type RobotColumn = 'variables' | 'idea_id' | 'documents_from' | 'manual_minutes';
type CatalogRow = Selectable<CatalogRuntimesTable> &
  Partial<Pick<Selectable<CatalogRobotsTable>, RobotColumn>>;

function toRuntime(row: CatalogRow): CatalogRuntime {
  return {
    computerId: row.id,
    name: row.name,
    description: row.description,
    version: row.version,
    updatedBy: row.updated_by,
    updatedAt: row.updated_at.getTime(),
  };
}

function toRobot(row: CatalogRow): CatalogRobot {
  const variables = variablesSchema.safeParse(row.variables);
  return {
    robotId: row.id,
    name: row.name,
    description: row.description,
    // A template that no longer reads is offered empty rather than hiding the robot.
    variables: variables.success ? variables.data : [],
    ideaId: row.idea_id ?? null,
    documentsFrom: row.documents_from ?? null,
    manualMinutes: row.manual_minutes ?? null,
    version: row.version,
    updatedBy: row.updated_by,
    updatedAt: row.updated_at.getTime(),
  };
}

/** A kind of catalog entry: its table and how a row of it reads. */
interface CatalogKind<T> {
  readonly table: CatalogTable;
  readonly toEntry: (row: CatalogRow) => T;
}

const runtimeKind: CatalogKind<CatalogRuntime> = { table: 'catalog_runtimes', toEntry: toRuntime };
const robotKind: CatalogKind<CatalogRobot> = { table: 'catalog_robots', toEntry: toRobot };

/** An entry's own columns, as a save writes them (a Robot's variables as JSON). */
interface EntryColumns {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly variables?: string;
  readonly idea_id?: number | null;
  readonly documents_from?: string | null;
  readonly manual_minutes?: number | null;
}

/** A robot's own columns, as a save or an import writes them. */
function robotColumns(robot: RobotFields): EntryColumns {
  return {
    id: robot.robotId,
    name: robot.name,
    description: robot.description,
    variables: JSON.stringify(robot.variables),
    idea_id: robot.ideaId ?? null,
    documents_from: robot.documentsFrom ?? null,
    manual_minutes: robot.manualMinutes ?? null,
  };
}

interface Who {
  readonly by: string;
  readonly at: number;
}

async function findEntry<T>(db: Db, kind: CatalogKind<T>, id: string): Promise<T | undefined> {
  const row = await db.selectFrom(kind.table).selectAll().where('id', '=', id).executeTakeFirst();
  return row === undefined ? undefined : kind.toEntry(row);
}

/** Who changed the entry at `id` since (a conflict), or `gone` when nobody has it any more. */
async function refused<T>(db: Db, kind: CatalogKind<T>, id: string): Promise<SaveOutcome<T>> {
  const current = await findEntry(db, kind, id);
  return current === undefined ? { kind: 'gone' } : { kind: 'conflict', current };
}

/**
 * Creates (`version` undefined) or edits an entry. `previousId` renames: the entry at that id is the
 * one edited, and its id changes.
 */
async function saveEntry<T>(
  db: Db,
  kind: CatalogKind<T>,
  { id, ...columns }: EntryColumns,
  version: number | undefined,
  who: Who,
  previousId: string,
): Promise<SaveOutcome<T>> {
  return db.transaction().execute(async (tx): Promise<SaveOutcome<T>> => {
    const values = { ...columns, updated_by: who.by, updated_at: new Date(who.at) };
    if (version === undefined) {
      const inserted = await tx
        .insertInto(kind.table)
        .values({ id, version: 1, ...values })
        .onConflict((oc) => oc.column('id').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (inserted !== undefined) return { kind: 'saved', entry: kind.toEntry(inserted) };
      const current = await tx
        .selectFrom(kind.table)
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      return { kind: 'conflict', current: kind.toEntry(current) };
    }
    if (previousId !== id) {
      const taken = await findEntry(tx, kind, id);
      if (taken !== undefined) return { kind: 'conflict', current: taken };
    }
    const updated = await tx
      .updateTable(kind.table)
      .set({ id, version: version + 1, ...values })
      .where('id', '=', previousId)
      .where('version', '=', version)
      .returningAll()
      .executeTakeFirst();
    if (updated !== undefined) return { kind: 'saved', entry: kind.toEntry(updated) };
    return refused(tx, kind, previousId);
  });
}

async function deleteEntry<T>(
  db: Db,
  kind: CatalogKind<T>,
  id: string,
  version: number,
): Promise<SaveOutcome<T>> {
  const deleted = await db
    .deleteFrom(kind.table)
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
  if (deleted !== undefined) return { kind: 'saved', entry: kind.toEntry(deleted) };
  return refused(db, kind, id);
}

/**
 * One entry of an imported file: what the catalog had at its id, whether the import adds, replaces or
 * leaves it, and (with `apply`) the version it writes; versions are not checked, only moved on.
 */
async function importEntry<T extends CatalogRuntime | CatalogRobot>(
  db: Db,
  kind: CatalogKind<T>,
  { id, ...columns }: EntryColumns,
  who: Who,
  apply: boolean,
  sameExtras: (row: CatalogRow) => boolean = () => true,
): Promise<{ before: T | null; outcome: CatalogImportEntry['outcome']; version: number | null }> {
  const row = await db.selectFrom(kind.table).selectAll().where('id', '=', id).executeTakeFirst();
  const before = row === undefined ? null : kind.toEntry(row);
  if (
    row !== undefined &&
    before !== null &&
    before.name === columns.name &&
    before.description === columns.description &&
    sameExtras(row)
  ) {
    return { before, outcome: 'unchanged', version: apply ? before.version : null };
  }
  const outcome = before === null ? 'added' : 'replaced';
  if (!apply) return { before, outcome, version: null };
  const values = { ...columns, updated_by: who.by, updated_at: new Date(who.at) };
  const written = await db
    .insertInto(kind.table)
    .values({ id, version: 1, ...values })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({ ...values, version: eb(`${kind.table}.version`, '+', 1) })),
    )
    .returning('version')
    .executeTakeFirstOrThrow();
  return { before, outcome, version: written.version };
}

export function catalogRepository(db: Db) {
  return {
    async list(): Promise<TeamCatalog> {
      const [runtimes, robots] = await Promise.all([
        db.selectFrom('catalog_runtimes').selectAll().orderBy('name').orderBy('id').execute(),
        db.selectFrom('catalog_robots').selectAll().orderBy('name').orderBy('id').execute(),
      ]);
      return { runtimes: runtimes.map(toRuntime), robots: robots.map(toRobot) };
    },

    /** Creates or edits a Runtime (saveEntry). */
    saveRuntime: (
      fields: RuntimeFields,
      version: number | undefined,
      who: Who,
      previousId: string = fields.computerId,
    ): Promise<SaveOutcome<CatalogRuntime>> =>
      saveEntry(
        db,
        runtimeKind,
        { id: fields.computerId, name: fields.name, description: fields.description },
        version,
        who,
        previousId,
      ),

    /** Creates or edits a Robot (saveEntry). */
    saveRobot: (
      fields: RobotFields,
      version: number | undefined,
      who: Who,
      previousId: string = fields.robotId,
    ): Promise<SaveOutcome<CatalogRobot>> =>
      saveEntry(db, robotKind, robotColumns(fields), version, who, previousId),

    deleteRuntime: (id: string, version: number): Promise<SaveOutcome<CatalogRuntime>> =>
      deleteEntry(db, runtimeKind, id, version),

    deleteRobot: (id: string, version: number): Promise<SaveOutcome<CatalogRobot>> =>
      deleteEntry(db, robotKind, id, version),

    /** The robot's template as it is now, for masking the secret variables of a run. */
    async robot(id: string): Promise<CatalogRobot | undefined> {
      return findEntry(db, robotKind, id);
    },

    /**
     * What importing `file` adds, replaces (same id, different content) and leaves as it is; with
     * `apply`, it also writes it, in one transaction: the operator confirmed replacing, so versions are
     * not checked, only moved on. Each entry comes back with what it replaced and the version the import
     * left it at, so that the import can be taken back without overwriting a later change.
     */
    async importFile(file: CatalogFile, who: Who, apply: boolean): Promise<CatalogImportSummary> {
      return db.transaction().execute(async (tx) => {
        const entries: CatalogImportEntry[] = [];
        for (const runtime of file.runtimes) {
          const { computerId: id, name, description } = runtime;
          const imported = await importEntry(tx, runtimeKind, { id, name, description }, who, apply);
          entries.push({ kind: 'runtime', id, name, ...imported });
        }
        for (const robot of file.robots) {
          const imported = await importEntry(
            tx,
            robotKind,
            robotColumns(robot),
            who,
            apply,
            (row) =>
              // jsonb gives the keys back in its own order: compared as values.
              canonicalJson(row.variables) === canonicalJson(robot.variables) &&
              (row.idea_id ?? null) === (robot.ideaId ?? null) &&
              (row.documents_from ?? null) === (robot.documentsFrom ?? null) &&
              (row.manual_minutes ?? null) === (robot.manualMinutes ?? null),
          );
          entries.push({ kind: 'robot', id: robot.robotId, name: robot.name, ...imported });
        }
        const labels = (outcome: CatalogImportEntry['outcome']) =>
          entries
            .filter((entry) => entry.outcome === outcome)
            .map((entry) => `${entry.kind === 'runtime' ? 'Runtime' : 'Robot'} ${entry.name} (${entry.id})`);
        return {
          added: labels('added'),
          replaced: labels('replaced'),
          unchanged: labels('unchanged'),
          entries,
        };
      });
    },
  };
}

export type CatalogRepository = ReturnType<typeof catalogRepository>;
