/**
 * The two kinds of catalog entry, Runtimes and Robots, described once for the screens that treat them
 * alike: their words, their id, their calls to the team workspace, and their fields in plain text (to
 * show what an entry is now when someone else changed it).
 */
import type { z } from '@/api/zod';
import { workspaceApi } from '@/data/workspace-client';
import {
  catalogRobotSchema,
  catalogRuntimeSchema,
  type CatalogRobot,
  type CatalogRuntime,
  type CatalogVariable,
} from '@/api/workspace/catalog';
import type { Translate } from '@/i18n/i18n-provider';
import { documentsPerExecution } from '@/api/catalog-rules';

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
  /** What the robot tells the analytics product (issue 36); null when not said. */
  readonly ideaId: number | null;
  readonly documentsFrom: string | null;
  readonly manualMinutes: number | null;
}

/** One field of an entry, in words: "Name: Invoice reader". */
export interface Fact {
  readonly label: string;
  readonly value: string;
}

/** Which kind an entry is: its sentences are the words `catalog.runtime.*` or `catalog.robot.*`. */
export type EntryKindKey = 'runtime' | 'robot';

export interface EntryKind<E extends V & { version: number }, V extends { name: string }> {
  readonly key: EntryKindKey;
  readonly idOf: (entry: V) => string;
  readonly valuesOf: (entry: E) => V;
  /** Reads the entry a refused write names as current (data/write-outcome.ts). */
  readonly schema: z.ZodType<E>;
  readonly create: (values: V) => Promise<E>;
  readonly update: (id: string, values: V, version: number) => Promise<E>;
  readonly remove: (id: string, version: number) => Promise<E>;
  readonly facts: (entry: V, t: Translate) => readonly Fact[];
}

type RuntimeKind = EntryKind<CatalogRuntime, RuntimeValues>;
type RobotKind = EntryKind<CatalogRobot, RobotValues>;

const orNone = (text: string, t: Translate) => (text.trim() === '' ? t('catalog.facts.none') : text);

export const runtimeKind: RuntimeKind = {
  key: 'runtime',
  idOf: (runtime) => runtime.computerId,
  valuesOf: ({ computerId, name, description }) => ({ computerId, name, description }),
  schema: catalogRuntimeSchema,
  create: (values) => workspaceApi.createRuntime(values),
  update: (id, values, version) => workspaceApi.updateRuntime(id, values, version),
  remove: (id, version) => workspaceApi.deleteRuntime(id, version),
  facts: (runtime, t) => [
    { label: t('catalog.list.name'), value: runtime.name },
    { label: t('catalog.runtime.id'), value: runtime.computerId },
    { label: t('catalog.list.description'), value: orNone(runtime.description, t) },
  ],
};

/** "customer (required, default “ACME”)", "password (secret)". */
function describeVariable(variable: CatalogVariable, t: Translate): string {
  const traits = [
    ...(variable.type === 'text' ? [] : [t('catalog.facts.type', { type: variable.type })]),
    ...(variable.required ? [t('catalog.facts.required')] : []),
    ...(variable.secret ? [t('catalog.facts.secret')] : []),
    // A secret's default is not repeated on screen: it is there, and that is enough to know.
    ...(variable.defaultValue === ''
      ? []
      : [
          variable.secret
            ? t('catalog.facts.hiddenDefault')
            : t('catalog.facts.default', { value: variable.defaultValue }),
        ]),
  ];
  return traits.length === 0
    ? variable.name
    : t('catalog.facts.variable', { name: variable.name, traits: traits.join(', ') });
}

export const robotKind: RobotKind = {
  key: 'robot',
  idOf: (robot) => robot.robotId,
  valuesOf: ({ robotId, name, description, variables, ideaId, documentsFrom, manualMinutes }) => ({
    robotId,
    name,
    description,
    variables,
    ideaId,
    documentsFrom,
    manualMinutes,
  }),
  schema: catalogRobotSchema,
  create: (values) => workspaceApi.createRobot({ ...values, variables: [...values.variables] }),
  update: (id, values, version) =>
    workspaceApi.updateRobot(id, { ...values, variables: [...values.variables] }, version),
  remove: (id, version) => workspaceApi.deleteRobot(id, version),
  facts: (robot, t) => [
    { label: t('catalog.list.name'), value: robot.name },
    { label: t('catalog.robot.id'), value: robot.robotId },
    { label: t('catalog.list.description'), value: orNone(robot.description, t) },
    {
      label: t('catalog.list.variables'),
      value:
        robot.variables.length === 0
          ? t('catalog.facts.none')
          : robot.variables.map((variable) => describeVariable(variable, t)).join('; '),
    },
    {
      label: t('catalog.figures.ideaId'),
      value: robot.ideaId === null ? t('catalog.facts.none') : String(robot.ideaId),
    },
    { label: t('catalog.figures.documents'), value: describeDocuments(robot.documentsFrom, t) },
    {
      label: t('catalog.figures.manualMinutes'),
      value:
        robot.manualMinutes === null
          ? t('catalog.facts.none')
          : t('catalog.facts.minutes', { minutes: robot.manualMinutes }),
    },
  ],
};

/** "one per execution", "from summary.count", or none. */
function describeDocuments(from: string | null, t: Translate): string {
  if (from === null) return t('catalog.facts.none');
  return from === documentsPerExecution
    ? t('catalog.facts.documentsExecution')
    : t('catalog.facts.documentsPath', { path: from });
}
