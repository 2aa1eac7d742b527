/**
 * The reporting service's record endpoints (spec endpoints 8 and 9) on the loopback interface, for the
 * reporting plans' process test: each server instance is given a base URL of its own (`urlFor(name)`),
 * so every record received says which instance sent it. It checks the API key and the record's fields
 * as the service would, keeps every record received (a record counts as received when it arrives,
 * whether or not its answer is ever sent), and answers 201; `holdNextOf(ideaId)` keeps the next record
 * of that idea without ever answering it, so the instance that sent it can be killed mid-call.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { endpoints } from '../../src/api/endpoints';
import { rpaRecordSchema, volumetryRecordSchema } from '../../src/api/schemas';
import type { ReportingRecordKind } from '../../src/api/workspace/reporting-plans';

export interface ReceivedRecord {
  /** The name in the base URL the instance was given. */
  readonly caller: string;
  readonly kind: ReportingRecordKind;
  readonly ideaId: number;
  /** The period's end (ISO), which says the period of a plan's record. */
  readonly processedAt: string;
  readonly record: Readonly<Record<string, unknown>>;
  /** Kept, never answered (holdNextOf). */
  readonly held: boolean;
}

export interface ReportingReceiver {
  /** The REPORTING_URL of the instance called `caller`. */
  urlFor(caller: string): string;
  /** Every valid record received, in arrival order. */
  readonly received: readonly ReceivedRecord[];
  /** The next record of this idea is kept and never answered. */
  holdNextOf(ideaId: number): void;
  close(): Promise<void>;
}

const recordPaths = new Map<string, ReportingRecordKind>([
  [endpoints.rpaRecord.path, 'rpa'],
  [endpoints.volumetryRecord.path, 'volumetry'],
]);

export async function startReportingReceiver(apiKey: string): Promise<ReportingReceiver> {
  const received: ReceivedRecord[] = [];
  const holds = new Set<number>();
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const [, caller = '', ...rest] = (req.url ?? '').split('/');
      const kind = recordPaths.get(`/${rest.join('/')}`);
      const answer = (status: number, message: string) =>
        res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message }));
      if (req.method !== 'POST' || kind === undefined) return answer(404, 'No endpoint here.');
      if (req.headers['x-api-key'] !== apiKey) return answer(401, 'Unauthorized');
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        return answer(400, 'Not JSON.');
      }
      const parsed = (kind === 'rpa' ? rpaRecordSchema : volumetryRecordSchema).safeParse(json);
      if (!parsed.success) return answer(400, 'Not a record.');
      const { ideaId, processedAt } = parsed.data;
      const held = holds.delete(ideaId);
      received.push({ caller, kind, ideaId, processedAt, record: parsed.data, held });
      // A held call's answer never comes: the connection stays open until the caller dies or we close.
      if (!held) answer(201, 'Record created.');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    urlFor: (caller) => `http://127.0.0.1:${port}/${caller}`,
    received,
    holdNextOf: (ideaId) => holds.add(ideaId),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
