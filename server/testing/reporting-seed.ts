/**
 * What the reporting plans' tests (issue 36) start from: a day of June 2030 in São Paulo (UTC−3 all year,
 * so its 3 June runs from 03:00 UTC to 03:00 UTC on the 4th), and catalog robot A, which makes idea 31.
 */
import type { RobotInput } from '../../src/api/workspace/catalog-input';
import type { Workspace } from '../workspace';

/** A local time in São Paulo on a day of June 2030, in Unix ms. */
export const saoPaulo = (day: number, hour: number, minute = 0) => Date.UTC(2030, 5, day, hour + 3, minute);

/** Saves robot A ("Invoices") of idea 31, with `more` of its fields. */
export async function saveIdeaRobot(workspace: Workspace, more: Partial<RobotInput> = {}) {
  await workspace.catalog.saveRobot(
    { robotId: 'A', name: 'Invoices', description: '', variables: [], ideaId: 31, ...more },
    undefined,
    'ana@example.test',
  );
}

/** A plan of idea 31 sending each São Paulo day at 00:30 the next day (its records and the rest are a test's). */
export const dailyPlanOfIdea = {
  ideaId: 31,
  period: 'day',
  timeZone: 'America/Sao_Paulo',
  sendAt: '00:30',
} as const;
