/**
 * Moving in: a browser that kept its own queue, catalog and reporting history before the team workspace
 * offers them once, at sign-in. Secret variable values are masked here as for any run (the team catalog's
 * template says which are secret), reporting sends are checked against their form, and the move is logged.
 */
import type { MoveInData, MovedSend } from '../../src/api/workspace/move-in';
import type { MoveInResult } from '../../src/api/workspace/move-in-result';
import type { ActivityRepository } from '../storage/activity-repository';
import type { CatalogRepository } from '../storage/catalog-repository';
import type { MoveInRepository } from '../storage/move-in-repository';
import { maskSecrets, reportSchemas } from './proxy-recorder';

export interface MoveInServiceDeps {
  readonly moveIn: MoveInRepository;
  readonly catalog: CatalogRepository;
  readonly activity: ActivityRepository;
  readonly now: () => number;
}

export function moveInService(deps: MoveInServiceDeps) {
  return {
    async moveIn(request: MoveInData, by: string): Promise<MoveInResult> {
      const at = deps.now();
      const { robots } = await deps.catalog.list();
      const secretsOf = new Map(
        robots.map((robot) => [
          robot.robotId,
          new Set(robot.variables.filter((v) => v.secret).map((v) => v.name)),
        ]),
      );
      const executions = request.executions.map((e) => ({
        ...e,
        variables:
          e.run?.variables === undefined || e.run.variables === null
            ? null
            : maskSecrets(e.run.variables, secretsOf.get(e.robotId ?? '') ?? new Set<string>()),
      }));
      const readable: MovedSend[] = [];
      for (const send of request.history) {
        const payload = reportSchemas[send.form].safeParse(send.payload);
        if (payload.success) readable.push({ ...send, payload: payload.data });
      }
      const counts = await deps.moveIn.add({
        executions,
        catalog: request.catalog,
        history: readable,
        by,
        at,
      });
      const { added } = counts;
      await deps.activity.record({
        actor: by,
        action: 'moved-in',
        target: 'what this browser kept',
        details: { ...added },
        at,
      });
      return { ...counts, unreadableSends: request.history.length - readable.length };
    },
  };
}

export type MoveInService = ReturnType<typeof moveInService>;
