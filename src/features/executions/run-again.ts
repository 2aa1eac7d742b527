/** Whether the journal kept enough of a run to start it again, and if not, why, in plain words. */
import type { RunInput } from '@/api/run-robot';
import type { RunVariable } from '@/api/schemas';
import type { JournalEntry } from '@/api/workspace';

export type RunAgain =
  | { readonly kind: 'ready'; readonly input: RunInput }
  | { readonly kind: 'unavailable'; readonly reason: string };

const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ');

export function runAgainFrom(entry: JournalEntry): RunAgain {
  const { robotId, apiVersion } = entry;
  if (entry.source === 'track' || robotId === null || apiVersion === null) {
    return {
      kind: 'unavailable',
      reason:
        'Tracked by id: the inputs it was started with are unknown here, so it cannot be run again. Start it from the run form.',
    };
  }
  const variables = entry.variables;
  const secrets = (variables ?? []).filter((v) => v.secret === true).map((v) => v.name);
  if (secrets.length > 0) {
    const one = secrets.length === 1;
    return {
      kind: 'unavailable',
      reason: `The value of the secret ${one ? 'variable' : 'variables'} ${quoted(secrets)} ${one ? 'was' : 'were'} never stored, so it cannot be run again from here. Start it from the run form and type ${one ? 'it' : 'them'} again.`,
    };
  }
  const sent: RunVariable[] | null =
    variables === null
      ? null
      : variables.flatMap((v) => ('value' in v ? [{ name: v.name, type: v.type, value: v.value }] : []));
  return { kind: 'ready', input: { computerId: entry.computerId, robotId, apiVersion, variables: sent } };
}
