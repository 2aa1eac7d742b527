/**
 * Moving a row re-inserts its DOM nodes, which drops the keyboard focus; removing a row takes the focus
 * away with it. These put it on a sensible element once the list has drawn again: after a move, a move
 * button of the row that moved that is still enabled at the new position; after a removal, a neighbour.
 */

/**
 * Focuses the first of `ids` that can take the focus (present, not disabled) once the list has drawn
 * again: the ids after the first are the fallbacks.
 */
export function focusSoon(...ids: readonly string[]): void {
  setTimeout(() => {
    for (const id of ids) {
      const element = document.getElementById(id);
      element?.focus();
      if (element !== null && document.activeElement === element) return;
    }
  }, 0);
}

/** Which move button of the moved row to focus: the same direction while it can go on, else the other. */
export function moveButtonAfterMove(from: number, to: number, rowCount: number): 'up' | 'down' {
  const canGoOnUp = to > 0;
  const canGoOnDown = to < rowCount - 1;
  return from > to ? (canGoOnUp ? 'up' : 'down') : canGoOnDown ? 'down' : 'up';
}

/**
 * The row that takes the focus when row `index` of `rows` is removed: the next one (which takes its
 * place), else the previous one; `undefined` when it was the only one.
 */
export function neighbourOfRemoved<T>(rows: readonly T[], index: number): T | undefined {
  return rows[index + 1] ?? rows[index - 1];
}
