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
  // Designed for 1280–1440 px screens. The fixed columns are as wide as what they hold in either
  // language ("PENDENT", "Progresso ↕", "<1 min. ago", "1 min 48 s"; a header of several words may take
  // two lines). What is left goes first to the robot, the Runtime and who started it, whose short names
  // are then read whole ("invoice-bot", "RUNTIME-01"); an execution id is long anyway: cut in its
  // middle, whole in its tooltip and on its page.
  columns:
    '40px minmax(100px, 1.3fr) minmax(104px, 1.1fr) minmax(112px, 0.8fr) 116px 112px 104px 104px minmax(112px, 1.4fr) 80px',
  columnCount: 10,
  // The sum of the columns' least widths: the whole row fits beside the menu on a 1280 px screen, with
  // room for the page's scroll bar.
  minWidth: 984,
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
