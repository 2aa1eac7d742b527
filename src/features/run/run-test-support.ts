/** Shared steps of the run form's route tests: fill it in as an operator does, read what was sent. */
import { screen } from '@testing-library/react';
import type { Simulator } from '@/mocks/simulator';
import type { renderSignedIn } from '@/testing/render-app';

export type User = Awaited<ReturnType<typeof renderSignedIn>>['user'];

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
