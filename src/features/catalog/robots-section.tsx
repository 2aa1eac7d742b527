import { notifyWithUndo } from '@/components/undo-notification';
import { catalogStore, upsertRobot, type Robot } from '@/lib/catalog';
import { CatalogSection } from './catalog-section';
import { RobotForm } from './robot-form';

function deleteRobot(robot: Robot): void {
  catalogStore.set((c) => ({ ...c, robots: c.robots.filter((r) => r.robotId !== robot.robotId) }));
  notifyWithUndo({
    message: `Robot ${robot.name} deleted.`,
    undo: () => catalogStore.set((c) => upsertRobot(c, robot)),
  });
}

/** The Robots (ID_ROBOT) the operator starts, each with the template of its input variables. */
export function RobotsSection({ robots }: { robots: readonly Robot[] }) {
  return (
    <CatalogSection
      title="Robots"
      noun="robot"
      idHeader="Robot id"
      entries={robots}
      idOf={(robot) => robot.robotId}
      extraColumn={{
        header: 'Variables',
        cell: (robot) =>
          robot.variables.length === 1 ? '1 variable' : `${robot.variables.length} variables`,
      }}
      emptyState="No robots yet: add the Robot ids (ID_ROBOT) your service operator gave you, with the variables each one takes."
      onDelete={deleteRobot}
      renderForm={({ initial, takenIds, onSaved, onCancel, changes }) => (
        <RobotForm
          initial={initial}
          takenIds={takenIds}
          onCancel={onCancel}
          changes={changes}
          onSubmit={(robot) => {
            catalogStore.set((c) => upsertRobot(c, robot, initial?.robotId));
            onSaved();
          }}
        />
      )}
    />
  );
}
