import type { CatalogRobot } from '@/api/workspace';
import { CatalogSection } from './catalog-section';
import { robotKind } from './entry-kinds';
import { RobotForm } from './robot-form';

/** The team's Robots (ID_ROBOT), each with the template of its input variables. */
export function RobotsSection({ robots }: { robots: readonly CatalogRobot[] }) {
  return (
    <CatalogSection
      kind={robotKind}
      title="Robots"
      idHeader="Robot id"
      entries={robots}
      extraColumn={{
        header: 'Variables',
        cell: (robot) =>
          robot.variables.length === 1 ? '1 variable' : `${robot.variables.length} variables`,
      }}
      emptyState="No robots yet: add the Robot ids (ID_ROBOT) your service operator gave you, with the variables each one takes."
      renderForm={(props) => <RobotForm {...props} />}
    />
  );
}
