/**
 * The team's catalog of Runtimes and Robots. Every entry carries a version: an edit or a delete names
 * the version the operator started from, and is refused when someone changed the entry since, so two
 * operators never overwrite each other silently.
 */
import { z } from 'zod';
import {
  catalogVariableSchema,
  type CatalogFile,
  type CatalogImportEntry,
  type CatalogImportSummary,
  type CatalogRobot,
  type CatalogRuntime,
  type TeamCatalog,
} from '../../src/api/workspace';
import { canonicalJson } from './canonical-json';
import type { Db } from './database';
import type { Selectable } from 'kysely';
import type { CatalogRobotsTable, CatalogRuntimesTable } from './schema';

type RuntimeFields = Pick<CatalogRuntime, 'computerId' | 'name' | 'description'>;
type RobotFields = Pick<CatalogRobot, 'robotId' | 'name' | 'description' | 'variables'>;

/** What a versioned write came to. */
export type SaveOutcome<T> =
  | { readonly kind: 'saved'; readonly entry: T }
  /** Someone else changed (or created) it since: who and when, and what it is now. */
  | { readonly kind: 'conflict'; readonly current: T }
  /** It no longer exists (deleted meanwhile). */
  | { readonly kind: 'gone' };

const variablesSchema = z.array(catalogVariableSchema);

function toRuntime(row: Selectable<CatalogRuntimesTable>): CatalogRuntime {
  return {
    computerId: row.id,
    name: row.name,
    description: row.description,
    version: row.version,
    updatedBy: row.updated_by,
    updatedAt: row.updated_at.getTime(),
  };
}

function toRobot(row: Selectable<CatalogRobotsTable>): CatalogRobot {
  const variables = variablesSchema.safeParse(row.variables);
  return {
    robotId: row.id,
    name: row.name,
    description: row.description,
    // A template that no longer reads is offered empty rather than hiding the robot.
    variables: variables.success ? variables.data : [],
    version: row.version,
    updatedBy: row.updated_by,
    updatedAt: row.updated_at.getTime(),
  };
}

interface Who {
  readonly by: string;
  readonly at: number;
}

export function catalogRepository(db: Db) {
  async function runtimeRow(id: string) {
    return db.selectFrom('catalog_runtimes').selectAll().where('id', '=', id).executeTakeFirst();
  }
  async function robotRow(id: string) {
    return db.selectFrom('catalog_robots').selectAll().where('id', '=', id).executeTakeFirst();
  }

  return {
    async list(): Promise<TeamCatalog> {
      const [runtimes, robots] = await Promise.all([
        db.selectFrom('catalog_runtimes').selectAll().orderBy('name').orderBy('id').execute(),
        db.selectFrom('catalog_robots').selectAll().orderBy('name').orderBy('id').execute(),
      ]);
      return { runtimes: runtimes.map(toRuntime), robots: robots.map(toRobot) };
    },

    /**
     * Creates (`version` undefined) or edits a Runtime. `previousId` renames: the entry at that id is the
     * one edited, and its id changes.
     */
    async saveRuntime(
      fields: RuntimeFields,
      version: number | undefined,
      who: Who,
      previousId: string = fields.computerId,
    ): Promise<SaveOutcome<CatalogRuntime>> {
      return db.transaction().execute(async (tx) => {
        const at = new Date(who.at);
        const values = {
          name: fields.name,
          description: fields.description,
          updated_by: who.by,
          updated_at: at,
        };
        if (version === undefined) {
          const inserted = await tx
            .insertInto('catalog_runtimes')
            .values({ id: fields.computerId, version: 1, ...values })
            .onConflict((oc) => oc.column('id').doNothing())
            .returningAll()
            .executeTakeFirst();
          if (inserted !== undefined) return { kind: 'saved', entry: toRuntime(inserted) };
          const current = await tx
            .selectFrom('catalog_runtimes')
            .selectAll()
            .where('id', '=', fields.computerId)
            .executeTakeFirstOrThrow();
          return { kind: 'conflict', current: toRuntime(current) };
        }
        if (previousId !== fields.computerId) {
          const taken = await tx
            .selectFrom('catalog_runtimes')
            .selectAll()
            .where('id', '=', fields.computerId)
            .executeTakeFirst();
          if (taken !== undefined) return { kind: 'conflict', current: toRuntime(taken) };
        }
        const updated = await tx
          .updateTable('catalog_runtimes')
          .set({ id: fields.computerId, version: version + 1, ...values })
          .where('id', '=', previousId)
          .where('version', '=', version)
          .returningAll()
          .executeTakeFirst();
        if (updated !== undefined) return { kind: 'saved', entry: toRuntime(updated) };
        const current = await tx
          .selectFrom('catalog_runtimes')
          .selectAll()
          .where('id', '=', previousId)
          .executeTakeFirst();
        return current === undefined ? { kind: 'gone' } : { kind: 'conflict', current: toRuntime(current) };
      });
    },

    async saveRobot(
      fields: RobotFields,
      version: number | undefined,
      who: Who,
      previousId: string = fields.robotId,
    ): Promise<SaveOutcome<CatalogRobot>> {
      return db.transaction().execute(async (tx) => {
        const at = new Date(who.at);
        const values = {
          name: fields.name,
          description: fields.description,
          variables: JSON.stringify(fields.variables),
          updated_by: who.by,
          updated_at: at,
        };
        if (version === undefined) {
          const inserted = await tx
            .insertInto('catalog_robots')
            .values({ id: fields.robotId, version: 1, ...values })
            .onConflict((oc) => oc.column('id').doNothing())
            .returningAll()
            .executeTakeFirst();
          if (inserted !== undefined) return { kind: 'saved', entry: toRobot(inserted) };
          const current = await tx
            .selectFrom('catalog_robots')
            .selectAll()
            .where('id', '=', fields.robotId)
            .executeTakeFirstOrThrow();
          return { kind: 'conflict', current: toRobot(current) };
        }
        if (previousId !== fields.robotId) {
          const taken = await tx
            .selectFrom('catalog_robots')
            .selectAll()
            .where('id', '=', fields.robotId)
            .executeTakeFirst();
          if (taken !== undefined) return { kind: 'conflict', current: toRobot(taken) };
        }
        const updated = await tx
          .updateTable('catalog_robots')
          .set({ id: fields.robotId, version: version + 1, ...values })
          .where('id', '=', previousId)
          .where('version', '=', version)
          .returningAll()
          .executeTakeFirst();
        if (updated !== undefined) return { kind: 'saved', entry: toRobot(updated) };
        const current = await tx
          .selectFrom('catalog_robots')
          .selectAll()
          .where('id', '=', previousId)
          .executeTakeFirst();
        return current === undefined ? { kind: 'gone' } : { kind: 'conflict', current: toRobot(current) };
      });
    },

    async deleteRuntime(id: string, version: number): Promise<SaveOutcome<CatalogRuntime>> {
      const deleted = await db
        .deleteFrom('catalog_runtimes')
        .where('id', '=', id)
        .where('version', '=', version)
        .returningAll()
        .executeTakeFirst();
      if (deleted !== undefined) return { kind: 'saved', entry: toRuntime(deleted) };
      const current = await runtimeRow(id);
      return current === undefined ? { kind: 'gone' } : { kind: 'conflict', current: toRuntime(current) };
    },

    async deleteRobot(id: string, version: number): Promise<SaveOutcome<CatalogRobot>> {
      const deleted = await db
        .deleteFrom('catalog_robots')
        .where('id', '=', id)
        .where('version', '=', version)
        .returningAll()
        .executeTakeFirst();
      if (deleted !== undefined) return { kind: 'saved', entry: toRobot(deleted) };
      const current = await robotRow(id);
      return current === undefined ? { kind: 'gone' } : { kind: 'conflict', current: toRobot(current) };
    },

    /** The robot's template as it is now, for masking the secret variables of a run. */
    async robot(id: string): Promise<CatalogRobot | undefined> {
      const row = await robotRow(id);
      return row === undefined ? undefined : toRobot(row);
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
        const at = new Date(who.at);
        for (const runtime of file.runtimes) {
          const row = await tx
            .selectFrom('catalog_runtimes')
            .selectAll()
            .where('id', '=', runtime.computerId)
            .executeTakeFirst();
          const before = row === undefined ? null : toRuntime(row);
          const entry = { kind: 'runtime' as const, id: runtime.computerId, name: runtime.name, before };
          if (before !== null && before.name === runtime.name && before.description === runtime.description) {
            entries.push({ ...entry, outcome: 'unchanged', version: apply ? before.version : null });
            continue;
          }
          const outcome = before === null ? 'added' : 'replaced';
          if (!apply) {
            entries.push({ ...entry, outcome, version: null });
            continue;
          }
          const values = {
            name: runtime.name,
            description: runtime.description,
            updated_by: who.by,
            updated_at: at,
          };
          const written = await tx
            .insertInto('catalog_runtimes')
            .values({ id: runtime.computerId, version: 1, ...values })
            .onConflict((oc) =>
              oc
                .column('id')
                .doUpdateSet((eb) => ({ ...values, version: eb('catalog_runtimes.version', '+', 1) })),
            )
            .returning('version')
            .executeTakeFirstOrThrow();
          entries.push({ ...entry, outcome, version: written.version });
        }
        for (const robot of file.robots) {
          const row = await tx
            .selectFrom('catalog_robots')
            .selectAll()
            .where('id', '=', robot.robotId)
            .executeTakeFirst();
          const before = row === undefined ? null : toRobot(row);
          const entry = { kind: 'robot' as const, id: robot.robotId, name: robot.name, before };
          if (
            row !== undefined &&
            before !== null &&
            before.name === robot.name &&
            before.description === robot.description &&
            canonicalJson(row.variables) === canonicalJson(robot.variables)
          ) {
            entries.push({ ...entry, outcome: 'unchanged', version: apply ? before.version : null });
            continue;
          }
          const outcome = before === null ? 'added' : 'replaced';
          if (!apply) {
            entries.push({ ...entry, outcome, version: null });
            continue;
          }
          const values = {
            name: robot.name,
            description: robot.description,
            variables: JSON.stringify(robot.variables),
            updated_by: who.by,
            updated_at: at,
          };
          const written = await tx
            .insertInto('catalog_robots')
            .values({ id: robot.robotId, version: 1, ...values })
            .onConflict((oc) =>
              oc
                .column('id')
                .doUpdateSet((eb) => ({ ...values, version: eb('catalog_robots.version', '+', 1) })),
            )
            .returning('version')
            .executeTakeFirstOrThrow();
          entries.push({ ...entry, outcome, version: written.version });
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
