import { endpoints } from '@/api/endpoints';
import type { CatalogRobot, CatalogRuntime } from '@/api/workspace/catalog';
import { useAllowed } from '@/data/use-role';
import { useT } from '@/i18n/i18n-provider';
import { onlyRuntime, runWithRobotPath } from '@/lib/run-links';
import { CatalogSection } from './catalog-section';
import { robotKind } from './entry-kinds';
import { EntryForm, robotForm } from './entry-form';

/**
 * The team's Robots (ID_ROBOT), each with the template of its input variables, and a way to run each
 * one: the run form with the robot and its template, and the Runtime when the catalog has only one.
 */
export function RobotsSection({
  robots,
  runtimes,
}: {
  robots: readonly CatalogRobot[];
  runtimes: readonly CatalogRuntime[];
}) {
  const t = useT();
  const runtime = onlyRuntime(runtimes);
  const mayRun = useAllowed(endpoints.runV2.role);
  return (
    <CatalogSection
      kind={robotKind}
      entries={robots}
      extraColumn={{
        header: t('catalog.list.variables'),
        cell: (robot) => t('catalog.robot.variableCount', { count: robot.variables.length }),
      }}
      runPath={mayRun ? (robot) => runWithRobotPath(robot.robotId, runtime) : undefined}
      renderForm={(props) => <EntryForm kind={robotForm} {...props} />}
    />
  );
}
