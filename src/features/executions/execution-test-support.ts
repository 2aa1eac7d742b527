/** Shared steps of the execution page's screen tests: a result served as the test says, a download caught. */
import { http, HttpResponse } from 'msw';
import { vi } from 'vitest';
import { mswServer } from '@/testing/msw-server';

export const resultPath = '/orchestrator/api/integration/v1/result/:computerId/:executionId';

/** The service answers every result read with `answer` (an execution outside the team's journal). */
export function serveResult(answer: (executionId: string) => Record<string, unknown>) {
  mswServer.use(
    http.get(resultPath, ({ params }) => {
      const executionId = typeof params.executionId === 'string' ? params.executionId : '';
      return HttpResponse.json({ _id: executionId, ...answer(executionId) });
    }),
  );
}

export interface Download {
  readonly name: string;
  readonly blob: Blob;
}

/**
 * jsdom has no object URLs and cannot download: the files the page saves are caught as their link is
 * clicked. Undone by `vi.restoreAllMocks()` and `vi.unstubAllGlobals()`.
 */
export function catchDownloads(): Download[] {
  const blobs = new Map<string, Blob>();
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = (blob: Blob) => {
        const url = `blob:download-${blobs.size}`;
        blobs.set(url, blob);
        return url;
      };
      static override revokeObjectURL = () => undefined;
    },
  );
  const downloads: Download[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob !== undefined) downloads.push({ name: this.download, blob });
  });
  return downloads;
}

export function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(blob);
  });
}
