/**
 * A catalog robot's variables template on the run form. The form knows a robot of the team's catalog by
 * the id in its field, however it got there (typed, pasted, picked, from a link): its template fills the
 * rows, and its required variables must be there with a value before anything is sent.
 */
import type { CatalogRobot, CatalogVariable } from '@/api/workspace/catalog';
import type { VariableRowInput as VariableRow } from './variable-row-schema';

/** The catalog's robot with exactly this id (ids are not trimmed: " bot" is another robot). */
export function catalogRobot(
  robots: readonly CatalogRobot[] | undefined,
  robotId: string,
): CatalogRobot | undefined {
  return robots?.find((robot) => robot.robotId === robotId);
}

/** Template variables as form rows, each with its default value. */
export function templateRows(variables: readonly CatalogVariable[]): VariableRow[] {
  return variables.map((v) => ({
    name: v.name,
    type: v.type,
    value: v.defaultValue,
    required: v.required,
  }));
}

/** The robot's required variables that no row names. */
export function missingRequired(
  robot: CatalogRobot | undefined,
  names: readonly string[],
): CatalogVariable[] {
  if (robot === undefined) return [];
  const named = new Set(names);
  return robot.variables.filter((v) => v.required && !named.has(v.name));
}

/** The names of the variables the catalog requires for the robot with this id. */
export function requiredNamesFor(
  robots: readonly CatalogRobot[] | undefined,
  robotId: string,
): ReadonlySet<string> {
  return new Set(
    catalogRobot(robots, robotId)
      ?.variables.filter((v) => v.required)
      .map((v) => v.name),
  );
}

/** "“customerId”, “batch”": variable names as a sentence quotes them. */
export function quotedNames(variables: readonly { name: string }[]): string {
  return variables.map((v) => `“${v.name}”`).join(', ');
}

export function sameRows(a: readonly VariableRow[], b: readonly VariableRow[]): boolean {
  return (
    a.length === b.length &&
    a.every((row, index) => {
      const other = b[index];
      return (
        other !== undefined &&
        row.name === other.name &&
        row.type === other.type &&
        row.value === other.value &&
        row.required === other.required
      );
    })
  );
}
