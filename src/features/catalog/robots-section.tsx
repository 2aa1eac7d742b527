import type { CatalogRobot } from '@/api/workspace';
import { useT } from '@/i18n/i18n-provider';
import { CatalogSection } from './catalog-section';
import { robotKind } from './entry-kinds';
import { RobotForm } from './robot-form';

/** The team's Robots (ID_ROBOT), each with the template of its input variables. */
export function RobotsSection({ robots }: { robots: readonly CatalogRobot[] }) {
  const t = useT();
  return (
    <CatalogSection
      kind={robotKind}
      entries={robots}
      extraColumn={{
        header: t('catalog.list.variables'),
        cell: (robot) => t('catalog.robot.variableCount', { count: robot.variables.length }),
      }}
      renderForm={(props) => <RobotForm {...props} />}
    />
  );
}
