/** The address of an execution's live view; each id is encoded so it stays one path segment. */
export function executionPath(e: { computerId: string; executionId: string }): string {
  return `/executions/${encodeURIComponent(e.computerId)}/${encodeURIComponent(e.executionId)}`;
}
