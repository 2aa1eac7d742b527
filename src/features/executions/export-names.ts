/** The names of the files the execution page saves: they say which execution, what, and when. */
import { exportFileName } from '@/lib/export-file';

/** An id as part of a file name: any character a file system could refuse becomes "_", and it is kept short. */
function fileNamePart(id: string): string {
  return id.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80);
}

/** "execution-<id>-logs-2026-11-24-1336.txt". */
export function logsFileName(executionId: string, now: Date): string {
  return exportFileName(`execution-${fileNamePart(executionId)}-logs`, 'txt', now);
}

/** "execution-<id>-return-value-2026-11-24-1336.json". */
export function returnValueFileName(executionId: string, now: Date): string {
  return exportFileName(`execution-${fileNamePart(executionId)}-return-value`, 'json', now);
}
