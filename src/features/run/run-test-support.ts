/** Shared steps of the run form's route tests: fill it in as an operator does, read what was sent. */
import { screen } from '@testing-library/react';
import type { Simulator } from '@/mocks/simulator/simulator';
import { renderSignedIn, type renderApp } from '@/testing/render-app';

export type User = Awaited<ReturnType<typeof renderSignedIn>>['user'];
type Workspace = Awaited<ReturnType<typeof renderApp>>['workspace'];

/** A catalog robot's variable as the tests write it: only what matters to the test. */
export interface TemplateVariable {
  readonly name: string;
  readonly defaultValue?: string;
  readonly required?: boolean;
  readonly secret?: boolean;
  readonly type?: string;
}

/** The team's catalog: Runtime RUNTIME-01 ("Main runtime") and robot invoice-bot ("Invoice reader"). */
export async function seedTeamCatalog(workspace: Workspace, variables: readonly TemplateVariable[] = []) {
  const by = 'ana@robot-console.test';
  await workspace.catalog.saveRuntime(
    { computerId: 'RUNTIME-01', name: 'Main runtime', description: '' },
    undefined,
    by,
  );
  await workspace.catalog.saveRobot(
    {
      robotId: 'invoice-bot',
      name: 'Invoice reader',
      description: '',
      variables: variables.map((v) => ({
        type: 'text',
        defaultValue: '',
        required: false,
        secret: false,
        ...v,
      })),
    },
    undefined,
    by,
  );
}

/**
 * Opens /run signed in, with the team's catalog on the server holding a Runtime and a robot with
 * `variables` as its template; in the language the app is rendered in.
 */
export async function openRunWithCatalog(variables: readonly TemplateVariable[] = [], sim?: Simulator) {
  return renderSignedIn('/run', sim, { seed: (workspace) => seedTeamCatalog(workspace, variables) });
}

export const runtimeField = () => screen.getByRole('combobox', { name: /Runtime ID/ });
export const robotField = () => screen.getByRole('combobox', { name: /Robot ID/ });

export async function addVariable(user: User, index: number, name: string, value: string) {
  await user.click(screen.getByRole('button', { name: 'Add variable' }));
  await user.type(screen.getAllByLabelText(/Variable name/)[index] as HTMLElement, name);
  await user.type(screen.getAllByLabelText(/Variable value/)[index] as HTMLElement, value);
}

export async function fillIds(user: User, computerId: string, robotId: string) {
  await user.type(runtimeField(), computerId);
  await user.type(robotField(), robotId);
}

/** Puts `text` into a field at once, as a paste does: long values would take ages key by key. */
export async function pasteInto(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

export function runRequests(sim: Simulator) {
  return sim.receivedRequests.filter((r) => r.endpoint.startsWith('run'));
}

export function lastRunRequest(sim: Simulator) {
  return runRequests(sim).at(-1);
}
