import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoRuntimeId } from '@/mocks/simulator/demo';
import { timeZoneChoiceStore } from '@/lib/format';
import { languageChoiceStore } from '@/lib/locale';
import { mswServer } from '@/testing/msw-server';
import { renderSignedIn } from '@/testing/render-app';
import {
  colleague,
  endedAt,
  february,
  january,
  march,
  me,
  openQueue,
  seedMany,
  seedRun,
  type TestWorkspace,
} from './queue-test-support';
import { catchDownloads } from '@/testing/catch-downloads';

/** Export → CSV, then the file's lines (without the byte-order mark). */
async function exportCsv(
  user: Awaited<ReturnType<typeof openQueue>>['user'],
  files: ReturnType<typeof catchDownloads>,
  words = { button: 'Export', csv: 'CSV (spreadsheet)' },
): Promise<string[]> {
  await user.click(screen.getByRole('button', { name: words.button }));
  await user.click(await screen.findByRole('menuitem', { name: words.csv }));
  await waitFor(() => expect(files).toHaveLength(1));
  const [file] = files;
  expect(file?.name).toMatch(/^queue-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
  expect(file?.type).toBe('text/csv;charset=utf-8');
  const text = (await file?.text) ?? '';
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text.slice(1).split('\r\n');
}

/** Two successful runs (one of 65.5 s, with an input) and a colleague's failed one in between. */
async function seedOutcomes(workspace: TestWorkspace) {
  await seedRun(workspace, {
    executionId: 'aaa111',
    variables: [{ name: 'batch', type: 'text', value: 'NOV-2026' }],
    at: january,
    result: endedAt(january, 'SUCCESS', 65.5),
  });
  await seedRun(workspace, {
    executionId: 'bbb222',
    computerId: 'RUNTIME-02',
    robotId: 'failing-bot',
    by: colleague,
    at: february,
    result: endedAt(february, 'ERROR', 5),
  });
  await seedRun(workspace, { executionId: 'ccc333', at: march, result: endedAt(march, 'SUCCESS', 2) });
}

describe('exporting the queue', () => {
  beforeEach(() => {
    // Dates in the file are in the zone the console tells times in: UTC here, whatever the machine's.
    timeZoneChoiceStore.set('utc');
  });

  it('saves the rows the filters of the URL match as an English spreadsheet reads them', async () => {
    const files = catchDownloads();
    const { user } = await openQueue('/queue?status=SUCCESS', { before: seedOutcomes });
    await screen.findByRole('link', { name: 'ccc333' });

    const lines = await exportCsv(user, files);
    expect(lines).toEqual([
      'Robot,Runtime,Execution ID,Status,Progress (%),Started,Ended,Duration (s),Started by,Source,Inputs,Deleted at,Deleted by,Note',
      `invoice-bot,${demoRuntimeId},ccc333,SUCCESS,100,2026-03-10 12:00:00,2026-03-10 12:00:02,2,${me},Run from this console,,,,`,
      `invoice-bot,${demoRuntimeId},aaa111,SUCCESS,100,2026-01-10 12:00:00,2026-01-10 12:01:05,65.5,${me},Run from this console,batch=NOV-2026,,,`,
      '',
    ]);
    expect(await screen.findByText(/Saved 2 rows as queue-.*\.csv\./)).toBeInTheDocument();
  });

  it('says what the list says of a deleted execution: Deleted, and the time it waited until then', async () => {
    const files = catchDownloads();
    const { user } = await openQueue('/queue', {
      before: async (workspace) => {
        await seedRun(workspace, { executionId: 'q-1', at: january, result: { status: 'PENDENT' } });
        await workspace.recorder.record({
          endpoint: 'deleteExecution',
          params: { computerId: demoRuntimeId, executionId: 'q-1' },
          requestBody: undefined,
          status: 200,
          answerBody: new Uint8Array(),
          username: me,
          at: january + 90_000,
        });
      },
    });
    const row = await screen.findByRole('row', { name: /q-1/ });
    expect(row).toHaveTextContent('Deleted');

    const lines = await exportCsv(user, files);
    expect(lines[1]).toBe(
      `invoice-bot,${demoRuntimeId},q-1,Deleted,0,2026-01-10 12:00:00,,90,${me},Run from this console,,2026-01-10 12:01:30,${me},`,
    );
  });

  it('writes a Brazilian spreadsheet with ";" between cells and a decimal comma', async () => {
    languageChoiceStore.set('pt-BR');
    const files = catchDownloads();
    const { user, router, workspace } = await renderSignedIn('/run');
    await seedOutcomes(workspace);
    await router.navigate('/queue?robot=invoice-bot&sort=started&dir=asc');
    await screen.findByRole('heading', { name: 'Fila' });
    await screen.findByRole('link', { name: 'ccc333' });

    const lines = await exportCsv(user, files, { button: 'Exportar', csv: 'CSV (planilha)' });
    expect(lines).toEqual([
      'Robô;Runtime;ID da execução;Status;Progresso (%);Início;Término;Duração (s);Iniciada por;Origem;Entradas;Excluída em;Excluída por;Observação',
      `invoice-bot;${demoRuntimeId};aaa111;SUCCESS;100;2026-01-10 12:00:00;2026-01-10 12:01:05;65,5;${me};Executada por este console;batch=NOV-2026;;;`,
      `invoice-bot;${demoRuntimeId};ccc333;SUCCESS;100;2026-03-10 12:00:00;2026-03-10 12:00:02;2;${me};Executada por este console;;;;`,
      '',
    ]);
    expect(await screen.findByText(/2 linhas salvas como queue-.*\.csv\./)).toBeInTheDocument();
  });

  it('says how far a large export has got, page by page, and saves every row', async () => {
    const files = catchDownloads();
    // The second page of the export waits until the test has seen the progress of the first.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user } = await openQueue('/queue', {
      before: (workspace) => seedMany(workspace, { count: 450 }),
      live: false,
    });
    await screen.findByText('450 executions');
    // After the app's own handlers are in place: msw asks the handlers added last first.
    mswServer.use(
      http.get('/api/executions', async ({ request }) => {
        if (new URL(request.url).searchParams.get('offset') === '200') await held;
        return undefined;
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV (spreadsheet)' }));
    expect(await screen.findByText('Exporting 200 of 450…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Export progress' })).toHaveAttribute(
      'aria-valuenow',
      String((100 * 200) / 450),
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    release();

    await waitFor(() => expect(files).toHaveLength(1));
    const lines = ((await files[0]?.text) ?? '').split('\r\n');
    // The header, 450 rows and the line end of the last.
    expect(lines).toHaveLength(452);
    expect(await screen.findByText(/Saved 450 rows as queue-.*\.csv\./)).toBeInTheDocument();
    expect(screen.queryByText(/Exporting/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });
});
