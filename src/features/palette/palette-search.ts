/** How the palette matches what is typed: every word, in any order, ignoring case and accents. */
import { idProblem } from '@/api/ids';

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Whether every word of `query` is in the command's label or description ("fila" finds "Fila"). */
export function matches(query: string, command: { label: string; description?: string }): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const text = fold(`${command.label} ${command.description ?? ''}`);
  return words.every((word) => text.includes(word));
}

/**
 * "RUNTIME-01/abc-123" typed whole: an execution the journal may not know, opened by its address. Both
 * ids must pass the id rule, so the palette never offers an address that cannot work.
 */
export function typedExecution(query: string): { computerId: string; executionId: string } | undefined {
  const parts = query.trim().split('/');
  if (parts.length !== 2) return undefined;
  const [computerId = '', executionId = ''] = parts;
  if (idProblem(computerId) !== undefined || idProblem(executionId) !== undefined) return undefined;
  return { computerId, executionId };
}
