/**
 * Secret variables on the run form. The team's catalog marks a robot's variables secret (a password, a
 * token); the run form hides their values, the request preview does not print them and the saved draft
 * does not keep them. They are still sent exactly as typed: only the server's journal leaves them out,
 * by the same rule (the robot's catalog entry, by id, and the variable's name).
 */
import type { CatalogRobot } from '@/api/workspace/catalog';
import type { RunFormInput } from './run-form-schema';

const none: ReadonlySet<string> = new Set();

/** The names of the variables the catalog marks secret for the robot with this id. */
export function secretNamesFor(
  robots: readonly CatalogRobot[] | undefined,
  robotId: string,
): ReadonlySet<string> {
  const robot = robots?.find((r) => r.robotId === robotId);
  if (robot === undefined) return none;
  const names = robot.variables.filter((v) => v.secret).map((v) => v.name);
  return names.length === 0 ? none : new Set(names);
}

/** What the draft keeps: everything typed, except the values of secret variables. */
export function withoutSecretValues(values: RunFormInput, secrets: ReadonlySet<string>): RunFormInput {
  if (secrets.size === 0) return values;
  return {
    ...values,
    variables: values.variables.map((v) => (secrets.has(v.name) ? { ...v, value: '' } : v)),
  };
}
