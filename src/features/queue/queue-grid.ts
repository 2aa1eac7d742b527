/**
 * The layout of the queue's scrolling list, shared by the virtualizer and the list's classes (which read
 * the columns and heights as CSS variables set on the list). Rows have a fixed height: the list then knows where row 50,000 is without measuring the 49,999 before it, and
 * the scroll bar never jumps. What does not fit a row (a long reason, a long id) is cut with an
 * ellipsis and kept whole in the tooltip, the accessible text and the execution's page.
 */
import type { JournalSortColumn } from '@/api/workspace/journal';
import type { PlainMessageKey } from '@/i18n/catalog';

export interface QueueLayout {
  readonly kind: 'table' | 'cards';
  readonly rowHeight: number;
  readonly headerHeight: number;
  readonly columns: string;
  readonly columnCount: number;
  /** Below this the list scrolls sideways inside itself (never the page). */
  readonly minWidth: number | undefined;
}

/** Wide screens: one column per field, sortable by its header. */
export const tableLayout: QueueLayout = {
  kind: 'table',
  rowHeight: 60,
  headerHeight: 44,
  columns:
    '44px minmax(80px, 1fr) minmax(80px, 1fr) minmax(130px, 1.5fr) 124px 104px 140px 96px minmax(100px, 1.2fr) 80px',
  columnCount: 10,
  // The sum of the columns' least widths: the whole row fits beside the menu on a 1280 px screen.
  minWidth: 978,
};

/** Phones: a card per execution (select, what it is, delete), ordered by the "Order" menu instead. */
export const cardLayout: QueueLayout = {
  kind: 'cards',
  rowHeight: 164,
  headerHeight: 40,
  // Delete's column is as wide as its button in any language ("Excluir" is wider than "Delete"), and
  // as wide on every card, with or without the button, in English.
  columns: '40px minmax(0, 1fr) minmax(76px, auto)',
  columnCount: 3,
  minWidth: undefined,
};

/** The sortable columns, each with the key of its header's words. */
export const sortColumns: readonly { readonly column: JournalSortColumn; readonly label: PlainMessageKey }[] =
  [
    { column: 'robot', label: 'queue.column.robot' },
    { column: 'runtime', label: 'queue.column.runtime' },
    { column: 'execution', label: 'queue.column.execution' },
    { column: 'status', label: 'queue.column.status' },
    { column: 'progress', label: 'queue.column.progress' },
    { column: 'started', label: 'queue.column.started' },
    { column: 'duration', label: 'queue.column.duration' },
    { column: 'operator', label: 'queue.column.operator' },
  ];
