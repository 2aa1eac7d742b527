/**
 * What the team workspace learns from the calls it relays: a run the service accepted enters the
 * journal (its secret variables masked), a result read updates the journal's row, an accepted delete
 * records who and when, and every reporting send enters the history. The browser's answer never waits
 * for, nor fails because of, this bookkeeping: the caller logs a failure and relays the answer anyway.
 */
import type { EndpointName } from '../../src/api/endpoints';
import {
  executionResultSchema,
  jobPositionSchema,
  rpaRecordSchema,
  runV1ResponseSchema,
  runV2ResponseSchema,
  runVariablesSchema,
  supplierRequestSchema,
  volumetryRecordSchema,
  type RunVariable,
} from '../../src/api/schemas';
import { endInstant, hasEnded } from '../../src/api/spec-gaps';
import { reportFormEndpoints, reportForms, type ReportForm } from '../../src/api/workspace/history';
import { type JournalEntry, type JournalVariable } from '../../src/api/workspace/journal';
import type { z } from '../../src/api/zod';
import type { ChangeHub } from './change-hub';
import { executionKey, knownResults, noRow } from './known-results';
import type { ActivityRepository } from '../storage/activity-repository';
import type { CatalogRepository } from '../storage/catalog-repository';
import type { HistoryRepository } from '../storage/history-repository';
import type { JournalRepository } from '../storage/journal-repository';

export interface RelayedCall {
  readonly endpoint: EndpointName;
  readonly params: Readonly<Record<string, string>>;
  /** The body the browser sent, as forwarded. */
  readonly requestBody: Uint8Array | undefined;
  readonly status: number;
  /** The upstream's answer body (only read for a success). */
  readonly answerBody: Uint8Array;
  /** For a refused reporting send: our own words for why, as the browser was told (in English). */
  readonly errorMessage?: string;
  /** For a refused reporting send: the code of our error answer (`upstream-failed` …). */
  readonly errorCode?: string;
  readonly username: string;
  readonly at: number;
}

/** What a relayed call changed in the journal, for those who follow it live. */
export interface RecordedChange {
  readonly entry: JournalEntry;
  readonly endedNow: boolean;
}

export interface RecorderDeps {
  readonly journal: JournalRepository;
  readonly catalog: CatalogRepository;
  readonly history: HistoryRepository;
  readonly activity: ActivityRepository;
}

const decoder = new TextDecoder();

function parseJsonText(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function parseJson(bytes: Uint8Array | undefined): unknown {
  return bytes === undefined ? undefined : parseJsonText(decoder.decode(bytes));
}

/** The request schema of each reporting form, as the service takes it. */
export const reportSchemas: Record<ReportForm, z.ZodType> = {
  rpa: rpaRecordSchema,
  volumetry: volumetryRecordSchema,
  suppliers: supplierRequestSchema,
  'job-positions': jobPositionSchema,
};

const reportForm: Partial<Record<EndpointName, ReportForm>> = Object.fromEntries(
  reportForms.map((form) => [reportFormEndpoints[form], form]),
);

/** The variables as the journal keeps them: the values of the robot's secret variables are left out. */
export function maskSecrets(
  variables: readonly RunVariable[],
  secretNames: ReadonlySet<string>,
): JournalVariable[] {
  return variables.map((variable) =>
    secretNames.has(variable.name) ? { name: variable.name, type: variable.type, secret: true } : variable,
  );
}

export function proxyRecorder(deps: RecorderDeps) {
  async function recordRun(call: RelayedCall): Promise<RecordedChange | undefined> {
    const answerText = decoder.decode(call.answerBody);
    const id =
      call.endpoint === 'runV2'
        ? runV2ResponseSchema.safeParse(parseJson(call.answerBody)).data?.id
        : runV1ResponseSchema.safeParse(answerText).data;
    if (id === undefined) return undefined;
    const robotId = call.params.robotId ?? '';
    const computerId = call.params.computerId ?? '';
    // v1's GET and a v2 POST without a body start the robot with its default parameters.
    const sent =
      call.endpoint === 'runV1Defaults'
        ? undefined
        : runVariablesSchema.safeParse(parseJson(call.requestBody));
    let variables: JournalVariable[] | null = null;
    if (sent?.success === true) {
      const robot = await deps.catalog.robot(robotId);
      const secrets = new Set(robot?.variables.filter((v) => v.secret).map((v) => v.name) ?? []);
      variables = maskSecrets(sent.data.variables, secrets);
    }
    // The hub will tell of the new row too, a moment later: reads of it until then must not be skipped.
    known.forget(executionKey(computerId, id));
    const entry = await deps.journal.insertRun({
      computerId,
      executionId: id,
      robotId,
      apiVersion: call.endpoint === 'runV2' ? 'v2' : 'v1',
      variables,
      startedBy: call.username,
      at: call.at,
    });
    await deps.activity.record({
      actor: call.username,
      action: 'run',
      // Facts, not a sentence: the console says "… on RUNTIME-01" in the operator's language.
      target: robotId,
      details: { computerId, executionId: id, variables: variables?.length ?? 0 },
      at: call.at,
    });
    return { entry, endedNow: false };
  }

  /**
   * The same answer for the same execution, read at the same time (every page open on it, and the
   * follower), is recorded once: the reads that come while it is being recorded wait for that and are
   * told "nothing new", which is what their own check would have found after it. Sequential reads each
   * check the journal as before.
   */
  const known = knownResults();
  const recordingResults = new Map<
    string,
    { readonly text: string; readonly recording: Promise<RecordedChange | undefined> }
  >();

  async function recordResult(call: RelayedCall): Promise<RecordedChange | undefined> {
    const text = decoder.decode(call.answerBody);
    const key = executionKey(call.params.computerId ?? '', call.params.executionId ?? '');
    if (known.holds(key, text)) return undefined;
    const underWay = recordingResults.get(key);
    if (underWay?.text === text) {
      await underWay.recording.catch(() => undefined);
      return undefined;
    }
    const recording = recordNewResult(call, text, known.checking(key)).finally(() => {
      if (recordingResults.get(key)?.recording === recording) recordingResults.delete(key);
    });
    recordingResults.set(key, { text, recording });
    return recording;
  }

  async function recordNewResult(
    call: RelayedCall,
    text: string,
    holds: (found: string | typeof noRow) => void,
  ): Promise<RecordedChange | undefined> {
    const parsed = executionResultSchema.safeParse(parseJsonText(text));
    if (!parsed.success) return undefined;
    const result = parsed.data;
    const recorded = await deps.journal.recordResult(
      call.params.computerId ?? '',
      call.params.executionId ?? '',
      {
        status: result.status,
        progress: result.progress,
        init: result.init,
        end: endInstant(result.end) ?? null,
        ended: hasEnded(result),
        returnValue: result.returnValue,
        logs: result.logs,
      },
      call.at,
    );
    if (recorded.kind === 'not-in-journal') {
      // Read again and again on its page, it costs no look at the journal until a row is made for it.
      holds(noRow);
      return undefined;
    }
    // Stored now, or already there: either way the journal holds this answer.
    holds(text);
    return recorded.kind === 'changed' ? { entry: recorded.entry, endedNow: recorded.endedNow } : undefined;
  }

  async function recordDelete(call: RelayedCall): Promise<RecordedChange | undefined> {
    const computerId = call.params.computerId ?? '';
    const executionId = call.params.executionId ?? '';
    const entry = await deps.journal.markDeleted(computerId, executionId, call.username, call.at);
    await deps.activity.record({
      actor: call.username,
      action: 'delete',
      target: executionId,
      details: { computerId, inJournal: entry !== undefined },
      at: call.at,
    });
    return entry === undefined ? undefined : { entry, endedNow: false };
  }

  async function recordSend(call: RelayedCall, form: ReportForm): Promise<void> {
    const payload = reportSchemas[form].safeParse(parseJson(call.requestBody));
    // A body the service would refuse anyway is not history worth keeping.
    if (!payload.success) return;
    const sent = call.status >= 200 && call.status < 300;
    await deps.history.record({
      form,
      payload: payload.data,
      outcome: sent ? 'sent' : 'failed',
      answer: sent ? (parseJson(call.answerBody) ?? null) : null,
      error: sent ? null : (call.errorMessage ?? `Refused (status ${call.status}).`),
      // What the browser words in its operator's language; `error` stays for logs and API callers.
      errorCode: sent ? null : (call.errorCode ?? null),
      errorStatus: sent ? null : call.status,
      sentBy: call.username,
      at: call.at,
    });
    await deps.activity.record({
      actor: call.username,
      action: 'report-send',
      target: form,
      details: { outcome: sent ? 'sent' : 'failed', status: call.status },
      at: call.at,
    });
  }

  return {
    /**
     * Lets reads that bring an execution's known answer again skip the journal, for as long as `hub`
     * tells of every change (known-results.ts); returns how to stop.
     */
    followChanges: (hub: Pick<ChangeHub, 'subscribe'>) => known.follow(hub),
    /** Records what the relayed call changed; returns the journal change, if there was one. */
    async record(call: RelayedCall): Promise<RecordedChange | undefined> {
      const form = reportForm[call.endpoint];
      if (form !== undefined) {
        await recordSend(call, form);
        return undefined;
      }
      if (call.status < 200 || call.status >= 300) return undefined;
      switch (call.endpoint) {
        case 'runV1':
        case 'runV1Defaults':
        case 'runV2':
          return recordRun(call);
        case 'executionResult':
          return recordResult(call);
        case 'deleteExecution':
          return recordDelete(call);
        default:
          return undefined;
      }
    },
  };
}

export type ProxyRecorder = ReturnType<typeof proxyRecorder>;
