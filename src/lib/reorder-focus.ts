/**
 * Moving a row re-inserts its DOM nodes, which drops the keyboard focus. These keep it on the row that
 * moved, on a move button that is still enabled at the new position.
 */
export function focusSoon(id: string): void {
  setTimeout(() => document.getElementById(id)?.focus(), 0);
}

/** Which move button of the moved row to focus: the same direction while it can go on, else the other. */
export function moveButtonAfterMove(from: number, to: number, rowCount: number): 'up' | 'down' {
  const canGoOnUp = to > 0;
  const canGoOnDown = to < rowCount - 1;
  return from > to ? (canGoOnUp ? 'up' : 'down') : canGoOnDown ? 'down' : 'up';
}
