import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** An entry that left the list, and the list's ids as they were when its Delete was pressed. */
interface Left {
  readonly id: string;
  readonly order: readonly string[];
}

/** The entry after the one that left, else the one before it, among those still shown. */
function neighbourShown({ id, order }: Left, shown: readonly string[]): string | undefined {
  const at = order.indexOf(id);
  const after = order.slice(at + 1);
  const before = order.slice(0, Math.max(at, 0)).reverse();
  return [...after, ...before].find((other) => shown.includes(other));
}

function editButtonOf(section: HTMLElement | null, id: string): HTMLElement | undefined {
  const buttons = section?.querySelectorAll<HTMLElement>('[data-entry-edit]') ?? [];
  return [...buttons].find((button) => button.dataset.entryEdit === id);
}

/**
 * Where the keyboard focus goes once a deleted entry has left its list (the Delete button that opened
 * the question left with it): the Edit button of the entry after it, else of the one before it, else
 * the section's "Add …" button; never the page's body. It waits for the list drawn without the entry,
 * and looks for the neighbours there, so one that someone else deleted meanwhile is skipped. Once done,
 * it is done: the entry coming back (Undo) or any later change of the list moves nothing.
 *
 * `ids` are the entries shown, in order; the Edit buttons carry `data-entry-edit` with their entry's id.
 * Returns what to call when an entry has left the team's catalog.
 */
export function useFocusAfterDelete(
  ids: readonly string[],
  section: RefObject<HTMLElement | null>,
  addButton: RefObject<HTMLElement | null>,
): (left: Left) => void {
  const shown = useRef(ids);
  const pending = useRef<Left | null>(null);
  const settle = useCallback(() => {
    const left = pending.current;
    if (left === null || shown.current.includes(left.id)) return;
    pending.current = null;
    const neighbour = neighbourShown(left, shown.current);
    // After the delete question has closed, so that nothing of it takes the focus back.
    setTimeout(() => {
      const edit = neighbour === undefined ? undefined : editButtonOf(section.current, neighbour);
      (edit ?? addButton.current)?.focus();
    }, 0);
  }, [section, addButton]);
  useEffect(() => {
    shown.current = ids;
    settle();
  }, [ids, settle]);
  return useCallback(
    (left: Left) => {
      pending.current = left;
      // The list may already be drawn without it.
      settle();
    },
    [settle],
  );
}
