/** Whether the journal kept enough of a run to start it again, and if not, why (told by the button). */
import type { RunInput } from '@/data/run-robot';
import type { RunVariable } from '@/api/schemas';
import type { JournalEntry } from '@/api/workspace/journal';

/** Tracked by id (its inputs are unknown), or started with secrets, whose values were never stored. */
export type RunAgainUnavailable =
  | { readonly kind: 'unavailable'; readonly reason: 'tracked' }
  | { readonly kind: 'unavailable'; readonly reason: 'secrets'; readonly secrets: readonly string[] };

type RunAgain = { readonly kind: 'ready'; readonly input: RunInput } | RunAgainUnavailable;

export function runAgainFrom(entry: JournalEntry): RunAgain {
  const { robotId, apiVersion } = entry;
  if (entry.source === 'track' || robotId === null || apiVersion === null) {
    return { kind: 'unavailable', reason: 'tracked' };
  }
  const variables = entry.variables;
  const secrets = (variables ?? []).filter((v) => v.secret === true).map((v) => v.name);
  if (secrets.length > 0) return { kind: 'unavailable', reason: 'secrets', secrets };
  const sent: RunVariable[] | null =
    variables === null
      ? null
      : variables.flatMap((v) => ('value' in v ? [{ name: v.name, type: v.type, value: v.value }] : []));
  return { kind: 'ready', input: { computerId: entry.computerId, robotId, apiVersion, variables: sent } };
}
