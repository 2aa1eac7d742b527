/**
 * The activity log in an operator's words: what each action means, what it was about and the facts
 * the server kept with it. The server never keeps a password, token or key in the log, so every fact
 * can be shown.
 */
import type { ActivityAction, ActivityEntry } from '@/api/workspace';

export const actionLabels: Readonly<Record<ActivityAction, string>> = {
  'sign-in': 'Signed in',
  'sign-out': 'Signed out',
  run: 'Started a robot',
  track: 'Tracked an execution',
  delete: 'Deleted a queued execution',
  'catalog-save': 'Saved a catalog entry',
  'catalog-delete': 'Deleted a catalog entry',
  'catalog-import': 'Imported a catalog file',
  'report-send': 'Sent a reporting record',
  'moved-in': "Moved a browser's data in",
};

/** The name of a reporting form ("RPA executions"), or undefined for one this app does not know. */
export type FormLabel = (form: string) => string | undefined;

/** What the action was about; sign-ins and sign-outs are about the session itself, so they say nothing. */
export function describeTarget(entry: ActivityEntry, formLabel: FormLabel): string {
  switch (entry.action) {
    case 'sign-in':
    case 'sign-out':
      return '';
    case 'report-send': {
      const label = formLabel(entry.target);
      return label === undefined ? entry.target : `${label} record`;
    }
    default:
      return entry.target;
  }
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The facts kept with an entry, one short phrase each; a fact this app does not know is shown as it is. */
export function describeDetails(entry: ActivityEntry): string[] {
  const { details } = entry;
  const read = new Set<string>();
  const take = (key: string) => {
    read.add(key);
    return details[key];
  };
  const phrases: string[] = [];
  switch (entry.action) {
    case 'run': {
      const executionId = take('executionId');
      if (typeof executionId === 'string') phrases.push(`Execution ${executionId}`);
      const variables = take('variables');
      if (typeof variables === 'number')
        phrases.push(
          variables === 0 ? "The robot's default inputs" : plural(variables, 'variable', 'variables'),
        );
      break;
    }
    case 'delete':
      if (take('inJournal') === false) phrases.push('Not in the team journal');
      break;
    case 'report-send': {
      const outcome = take('outcome');
      const status = take('status');
      if (outcome === 'sent') phrases.push('Accepted by the service');
      else if (outcome !== undefined)
        phrases.push(typeof status === 'number' ? `Not accepted (status ${status})` : 'Not accepted');
      break;
    }
    default:
      break;
  }
  for (const [key, value] of Object.entries(details)) {
    if (!read.has(key)) phrases.push(`${key}: ${value === null ? '—' : String(value)}`);
  }
  return phrases;
}
