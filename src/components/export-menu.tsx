import { Button, Group, Menu, Progress, Text } from '@mantine/core';
import { notices } from '@/lib/notices';
import { useRef, useState } from 'react';
import { maxJournalPage } from '@/api/workspace/paging';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { errorMessage } from '@/i18n/error-message';
import {
  downloadText,
  exportFileName,
  readAllPages,
  toCsv,
  type ExportColumn,
  type Page,
} from '@/lib/export-file';

type ExportFormat = 'csv' | 'json';

/**
 * Rows asked for at a time: the most the server gives in one page of any of its lists (the journal, the
 * activity log, the reporting history), so a large list takes as few requests as it can and still shows
 * its progress.
 */
const exportPageSize = maxJournalPage;

/**
 * "Export" with CSV and JSON, for a list the server pages (the queue with its filters, the activity log,
 * a reporting history). Every page is read in turn with a progress bar and a Cancel, then saved as a
 * file: CSV for a spreadsheet in the operator's language, JSON with the rows as the server gave them.
 */
export function ExportMenu<T>({
  what,
  columns,
  readPage,
  label,
}: {
  /** The file's name before its date: "queue", "activity", "suppliers-history". */
  what: string;
  columns: readonly ExportColumn<T>[];
  readPage: (offset: number, limit: number, signal: AbortSignal) => Promise<Page<T>>;
  /** The button's words when "Export" alone would not say what (a page that shows more than the list). */
  label?: string;
}) {
  const t = useT();
  const { locale, timeZone } = useLanguage();
  const [progress, setProgress] = useState<{ read: number; total: number } | undefined>();
  const running = useRef<AbortController | undefined>(undefined);

  const exportAs = async (format: ExportFormat) => {
    const controller = new AbortController();
    running.current = controller;
    setProgress({ read: 0, total: 0 });
    try {
      const rows = await readAllPages(readPage, {
        pageSize: exportPageSize,
        signal: controller.signal,
        onProgress: (read, total) => setProgress({ read, total }),
      });
      const name = exportFileName(what, format, new Date());
      if (format === 'csv') {
        const zone = timeZone === 'utc' ? 'UTC' : undefined;
        downloadText(name, toCsv(rows, columns, locale, zone), 'text/csv;charset=utf-8');
      } else {
        downloadText(name, `${JSON.stringify(rows, null, 2)}\n`, 'application/json');
      }
      notices.show({ color: 'green', message: t('export.done', { count: rows.length, name }) });
    } catch (error) {
      if (!controller.signal.aborted) {
        notices.show({ color: 'red', title: t('export.failed'), message: errorMessage(error, t) });
      }
    } finally {
      running.current = undefined;
      setProgress(undefined);
    }
  };

  if (progress !== undefined) {
    const percent = progress.total === 0 ? 0 : (100 * progress.read) / progress.total;
    return (
      <Group gap="xs" wrap="nowrap" miw={220}>
        <div style={{ flex: 1 }}>
          <Text size="xs" role="status">
            {t('export.progress', { read: progress.read, total: progress.total })}
          </Text>
          <Progress value={percent} size="sm" aria-label={t('export.progressLabel')} />
        </div>
        <Button size="xs" variant="default" onClick={() => running.current?.abort()}>
          {t('export.cancel')}
        </Button>
      </Group>
    );
  }

  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button size="xs" variant="default">
          {label ?? t('export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void exportAs('csv')}>{t('export.csv')}</Menu.Item>
        <Menu.Item onClick={() => void exportAs('json')}>{t('export.json')}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
