/**
 * Changes to the team's catalog, each one logged in the activity log. A refused edit tells who changed
 * the entry and when, so the operator can look before trying again.
 */
import type { CatalogRobot, CatalogRuntime } from '../../src/api/workspace/catalog';
import type { CatalogFile, RobotInput, RuntimeInput } from '../../src/api/workspace/catalog-input';
import { robotInputSchema, runtimeInputSchema } from '../../src/api/workspace/catalog-input';
import type { ActivityRepository } from '../storage/activity-repository';
import type { CatalogRepository, SaveOutcome } from '../storage/catalog-repository';

export interface CatalogServiceDeps {
  readonly catalog: CatalogRepository;
  readonly activity: ActivityRepository;
  readonly now: () => number;
}

export function catalogService(deps: CatalogServiceDeps) {
  const log = (actor: string, action: 'catalog-save' | 'catalog-delete' | 'catalog-import', target: string) =>
    deps.activity.record({ actor, action, target, at: deps.now() });

  return {
    list: () => deps.catalog.list(),
    /** One robot (its variables' template), for a schedule's run. */
    robot: (id: string) => deps.catalog.robot(id),

    async saveRuntime(
      input: RuntimeInput,
      version: number | undefined,
      by: string,
      previousId?: string,
    ): Promise<SaveOutcome<CatalogRuntime>> {
      const fields = runtimeInputSchema.parse(input);
      const outcome = await deps.catalog.saveRuntime(fields, version, { by, at: deps.now() }, previousId);
      if (outcome.kind === 'saved')
        await log(by, 'catalog-save', `Runtime ${fields.name} (${fields.computerId})`);
      return outcome;
    },

    async saveRobot(
      input: RobotInput,
      version: number | undefined,
      by: string,
      previousId?: string,
    ): Promise<SaveOutcome<CatalogRobot>> {
      const fields = robotInputSchema.parse(input);
      const outcome = await deps.catalog.saveRobot(fields, version, { by, at: deps.now() }, previousId);
      if (outcome.kind === 'saved') await log(by, 'catalog-save', `Robot ${fields.name} (${fields.robotId})`);
      return outcome;
    },

    async deleteRuntime(id: string, version: number, by: string): Promise<SaveOutcome<CatalogRuntime>> {
      const outcome = await deps.catalog.deleteRuntime(id, version);
      if (outcome.kind === 'saved') await log(by, 'catalog-delete', `Runtime ${outcome.entry.name} (${id})`);
      return outcome;
    },

    async deleteRobot(id: string, version: number, by: string): Promise<SaveOutcome<CatalogRobot>> {
      const outcome = await deps.catalog.deleteRobot(id, version);
      if (outcome.kind === 'saved') await log(by, 'catalog-delete', `Robot ${outcome.entry.name} (${id})`);
      return outcome;
    },

    async importFile(file: CatalogFile, by: string, apply: boolean) {
      const summary = await deps.catalog.importFile(file, { by, at: deps.now() }, apply);
      if (apply && summary.added.length + summary.replaced.length > 0) {
        await log(by, 'catalog-import', `${summary.added.length} added, ${summary.replaced.length} replaced`);
      }
      return summary;
    },
  };
}

export type CatalogService = ReturnType<typeof catalogService>;
