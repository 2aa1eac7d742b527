/**
 * The two kinds of catalog entry, Runtimes and Robots, described once for the screens that treat them
 * alike: their words, their id, their calls to the team workspace, and their fields in plain text (to
 * show what an entry is now when someone else changed it).
 */
import type { z } from 'zod';
import { workspaceApi } from '@/api/workspace-client';
import {
  catalogRobotSchema,
  catalogRuntimeSchema,
  type CatalogRobot,
  type CatalogRuntime,
  type CatalogVariable,
} from '@/api/workspace';

/** What the forms edit: an entry without its revision (version, who and when). */
export interface RuntimeValues {
  readonly computerId: string;
  readonly name: string;
  readonly description: string;
}
export interface RobotValues {
  readonly robotId: string;
  readonly name: string;
  readonly description: string;
  readonly variables: readonly CatalogVariable[];
}

/** One field of an entry, in words: "Name: Invoice reader". */
export interface Fact {
  readonly label: string;
  readonly value: string;
}

export interface EntryKind<E extends V & { version: number }, V extends { name: string }> {
  /** Lower case, singular: "runtime". */
  readonly noun: string;
  /** As a sentence starts: "Runtime". */
  readonly label: string;
  readonly idOf: (entry: V) => string;
  readonly valuesOf: (entry: E) => V;
  /** Reads the entry a refused write names as current (`conflictOf(error).current`). */
  readonly schema: z.ZodType<E>;
  readonly create: (values: V) => Promise<E>;
  readonly update: (id: string, values: V, version: number) => Promise<E>;
  readonly remove: (id: string, version: number) => Promise<E>;
  readonly facts: (entry: V) => readonly Fact[];
}

export type RuntimeKind = EntryKind<CatalogRuntime, RuntimeValues>;
export type RobotKind = EntryKind<CatalogRobot, RobotValues>;

const orNone = (text: string) => (text.trim() === '' ? 'none' : text);

export const runtimeKind: RuntimeKind = {
  noun: 'runtime',
  label: 'Runtime',
  idOf: (runtime) => runtime.computerId,
  valuesOf: ({ computerId, name, description }) => ({ computerId, name, description }),
  schema: catalogRuntimeSchema,
  create: (values) => workspaceApi.createRuntime(values),
  update: (id, values, version) => workspaceApi.updateRuntime(id, values, version),
  remove: (id, version) => workspaceApi.deleteRuntime(id, version),
  facts: (runtime) => [
    { label: 'Name', value: runtime.name },
    { label: 'Runtime id', value: runtime.computerId },
    { label: 'Description', value: orNone(runtime.description) },
  ],
};

/** "customer (required, default “ACME”)", "password (secret)". */
function describeVariable(variable: CatalogVariable): string {
  const traits = [
    ...(variable.type === 'text' ? [] : [`type ${variable.type}`]),
    ...(variable.required ? ['required'] : []),
    ...(variable.secret ? ['secret'] : []),
    // A secret's default is not repeated on screen: it is there, and that is enough to know.
    ...(variable.defaultValue === ''
      ? []
      : [variable.secret ? 'a default value' : `default “${variable.defaultValue}”`]),
  ];
  return traits.length === 0 ? variable.name : `${variable.name} (${traits.join(', ')})`;
}

export const robotKind: RobotKind = {
  noun: 'robot',
  label: 'Robot',
  idOf: (robot) => robot.robotId,
  valuesOf: ({ robotId, name, description, variables }) => ({ robotId, name, description, variables }),
  schema: catalogRobotSchema,
  create: (values) => workspaceApi.createRobot({ ...values, variables: [...values.variables] }),
  update: (id, values, version) =>
    workspaceApi.updateRobot(id, { ...values, variables: [...values.variables] }, version),
  remove: (id, version) => workspaceApi.deleteRobot(id, version),
  facts: (robot) => [
    { label: 'Name', value: robot.name },
    { label: 'Robot id', value: robot.robotId },
    { label: 'Description', value: orNone(robot.description) },
    {
      label: 'Variables',
      value: robot.variables.length === 0 ? 'none' : robot.variables.map(describeVariable).join('; '),
    },
  ],
};
