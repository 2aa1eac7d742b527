/**
 * Exports as an operator's spreadsheet reads them. CSV follows the language: a Brazilian spreadsheet
 * (Excel, LibreOffice, Google Sheets set to pt-BR) splits on ";" and reads "1500,75", an English one
 * splits on "," and reads "1500.75"; dates are "2026-11-24 13:36:05" in the zone the console tells
 * times in, which every spreadsheet reads as a date. A byte-order mark makes Excel read UTF-8 (accents
 * in names). Cells that a spreadsheet would run as a formula are defused (OWASP: CSV injection).
 */
import type { AppLocale } from './locale';

export type CellValue = string | number | boolean | null | undefined | Date;

export interface ExportColumn<T> {
  readonly header: string;
  readonly value: (row: T) => CellValue;
}

/** The field separator a spreadsheet in this language expects. */
function csvSeparator(locale: AppLocale): string {
  return locale === 'pt-BR' ? ';' : ',';
}

const numberFormats = new Map<AppLocale, Intl.NumberFormat>();

function numberFormat(locale: AppLocale): Intl.NumberFormat {
  let found = numberFormats.get(locale);
  if (found === undefined) {
    // No grouping: "1.500,75" would be read as text by some spreadsheets; "1500,75" never is.
    found = new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 });
    numberFormats.set(locale, found);
  }
  return found;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** "2026-11-24 13:36:05" in `timeZone` (undefined: the browser's). */
function spreadsheetDate(date: Date, timeZone: string | undefined): string {
  const key = timeZone ?? '';
  let format = dateFormats.get(key);
  if (format === undefined) {
    format = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    dateFormats.set(key, format);
  }
  return format.format(date);
}

/** One cell as text: numbers with the language's decimal mark, dates for a spreadsheet, formulas defused. */
export function cellText(value: CellValue, locale: AppLocale, timeZone?: string): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : spreadsheetDate(value, timeZone);
  if (typeof value === 'number') return Number.isFinite(value) ? numberFormat(locale).format(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  // A leading =, +, -, @ (or a tab or return before one) makes a spreadsheet run the cell as a formula.
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function quoted(text: string, separator: string): string {
  return text.includes(separator) || /["\r\n]/.test(text) || text !== text.trim()
    ? `"${text.replaceAll('"', '""')}"`
    : text;
}

/** The rows as CSV text for a spreadsheet in `locale`, with a header row and a byte-order mark. */
export function toCsv<T>(
  rows: readonly T[],
  columns: readonly ExportColumn<T>[],
  locale: AppLocale,
  timeZone?: string,
): string {
  const separator = csvSeparator(locale);
  const line = (cells: readonly string[]) => cells.map((cell) => quoted(cell, separator)).join(separator);
  const lines = [
    line(columns.map((column) => column.header)),
    ...rows.map((row) => line(columns.map((column) => cellText(column.value(row), locale, timeZone)))),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Saves text as a file the browser downloads. */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, when the download has its own copy.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A page of a list the server pages. */
export interface Page<T> {
  readonly items: readonly T[];
  readonly total: number;
}

/**
 * Every row of a paged list, page by page, telling how far it got: a large export shows its progress and
 * can be stopped (`signal`) without the browser holding more than the rows themselves.
 */
export async function readAllPages<T>(
  readPage: (offset: number, limit: number, signal: AbortSignal) => Promise<Page<T>>,
  options: { pageSize: number; signal: AbortSignal; onProgress?: (read: number, total: number) => void },
): Promise<T[]> {
  const rows: T[] = [];
  let total = Infinity;
  while (rows.length < total) {
    options.signal.throwIfAborted();
    const page = await readPage(rows.length, options.pageSize, options.signal);
    total = page.total;
    rows.push(...page.items);
    options.onProgress?.(rows.length, total);
    // A list that shrank while it was read ends where its pages end.
    if (page.items.length === 0) break;
  }
  return rows;
}

/** "queue-2026-11-24-1336.csv": a name that sorts by date and says what it holds. */
export function exportFileName(what: string, extension: 'csv' | 'json' | 'txt', now: Date): string {
  const stamp = spreadsheetDate(now, undefined).replace(' ', '-').replaceAll(':', '').slice(0, 15);
  return `${what}-${stamp}.${extension}`;
}
