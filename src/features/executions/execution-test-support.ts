/** Shared steps of the execution page's screen tests: a result served as the test says, a download caught. */
import { http, HttpResponse } from 'msw';
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

export function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(blob);
  });
}
