import { describe, expect, it } from 'vitest';
import { cellText, exportFileName, readAllPages, toCsv, type ExportColumn } from './export-file';

interface Row {
  name: string;
  hourValue: number;
  at: Date;
}

const columns: ExportColumn<Row>[] = [
  { header: 'Name', value: (row) => row.name },
  { header: 'Hour value', value: (row) => row.hourValue },
  { header: 'Sent at', value: (row) => row.at },
];
const rows: Row[] = [
  { name: 'Analista; sênior', hourValue: 1500.75, at: new Date(Date.UTC(2026, 10, 24, 16, 36, 5)) },
  { name: 'Clerk "B"', hourValue: 18, at: new Date(Date.UTC(2026, 10, 24, 9, 0, 0)) },
];

describe('CSV for a spreadsheet', () => {
  it('opens in a pt-BR spreadsheet: ";" between fields, a decimal comma, dates it reads', () => {
    expect(toCsv(rows, columns, 'pt-BR', 'America/Sao_Paulo')).toBe(
      '\uFEFFName;Hour value;Sent at\r\n' +
        '"Analista; sênior";1500,75;2026-11-24 13:36:05\r\n' +
        '"Clerk ""B""";18;2026-11-24 06:00:00\r\n',
    );
  });

  it('opens in an English spreadsheet: "," between fields, a decimal point, the times in UTC when chosen', () => {
    expect(toCsv(rows, columns, 'en', 'UTC')).toBe(
      '\uFEFFName,Hour value,Sent at\r\n' +
        'Analista; sênior,1500.75,2026-11-24 16:36:05\r\n' +
        '"Clerk ""B""",18,2026-11-24 09:00:00\r\n',
    );
  });

  it('never lets a cell run as a formula, and leaves out what is not there', () => {
    expect(cellText('=HYPERLINK("http://x")', 'en')).toBe('\'=HYPERLINK("http://x")');
    expect(cellText('-2+3', 'pt-BR')).toBe("'-2+3");
    expect(cellText(-2, 'pt-BR')).toBe('-2');
    expect(cellText(null, 'en')).toBe('');
    expect(cellText(Number.NaN, 'en')).toBe('');
  });
});

describe('reading every page', () => {
  it('reads page after page, telling how far it got, until the total', async () => {
    const all = Array.from({ length: 1203 }, (_, index) => index);
    const told: string[] = [];
    const read = await readAllPages(
      (offset, limit) => Promise.resolve({ items: all.slice(offset, offset + limit), total: all.length }),
      {
        pageSize: 500,
        signal: new AbortController().signal,
        onProgress: (got, total) => told.push(`${got}/${total}`),
      },
    );
    expect(read).toEqual(all);
    expect(told).toEqual(['500/1203', '1000/1203', '1203/1203']);
  });

  it('stops when asked to', async () => {
    const controller = new AbortController();
    const reading = readAllPages(
      (offset) => {
        controller.abort();
        return Promise.resolve({ items: [offset], total: 10 });
      },
      { pageSize: 1, signal: controller.signal },
    );
    await expect(reading).rejects.toThrow();
  });

  it('names the file by what it holds and when', () => {
    expect(exportFileName('queue', 'csv', new Date(2026, 10, 24, 13, 36, 5))).toBe(
      'queue-2026-11-24-1336.csv',
    );
  });
});
