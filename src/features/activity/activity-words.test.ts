import { beforeAll, describe, expect, it } from 'vitest';
import { activityActions, type ActivityEntry } from '@/api/workspace/activity';
import { type Translate } from '@/i18n/i18n-provider';
import type { AppLocale } from '@/lib/locale';
import { actionLabel, describeDetails, describeTarget, instantFormat } from './activity-words';
import { wordsIn } from '@/testing/words';

const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  id: 1,
  at: Date.UTC(2030, 5, 1),
  actor: 'ana@example.test',
  action: 'run',
  target: 'invoice-bot on RUNTIME-01',
  details: {},
  ...overrides,
});

const formLabel = (form: string) => (form === 'rpa' ? 'RPA executions' : undefined);

const speaking = async (locale: AppLocale): Promise<Translate> => wordsIn(locale);

describe('the activity in plain words', () => {
  let t: Translate;
  beforeAll(async () => {
    t = await speaking('en');
  });

  it('names every action', () => {
    const labels = activityActions.map((action) => actionLabel(action, t));
    expect(labels.every((label) => /^[A-Z][a-z]/.test(label))).toBe(true);
    expect(actionLabel('report-send', t)).toBe('Sent a reporting record');
  });

  it('says what a run, a delete and a send were about', () => {
    expect(describeDetails(entry({ details: { executionId: 'E7', variables: 2 } }), t)).toEqual([
      'Execution E7',
      '2 variables',
    ]);
    expect(describeDetails(entry({ details: { executionId: 'E8', variables: 0 } }), t)).toEqual([
      'Execution E8',
      "The robot's default inputs",
    ]);
    expect(describeDetails(entry({ action: 'delete', details: { inJournal: false } }), t)).toEqual([
      'Not in the team journal',
    ]);
    expect(describeDetails(entry({ action: 'delete', details: { inJournal: true } }), t)).toEqual([]);
    const send = entry({ action: 'report-send', target: 'rpa', details: { outcome: 'failed', status: 502 } });
    expect(describeTarget(send, formLabel, t)).toBe('RPA executions record');
    expect(describeDetails(send, t)).toEqual(['Not accepted (status 502)']);
    expect(describeDetails({ ...send, details: { outcome: 'sent', status: 201 } }, t)).toEqual([
      'Accepted by the service',
    ]);
    // A reporting plan's send: by the plan, for its idea, approved by someone; or never answered.
    const planned = { outcome: 'sent', idea: 31, plan: true, approvedBy: 'ana@example.test' };
    expect(describeDetails({ ...send, details: planned }, t)).toEqual([
      'By a reporting plan',
      'Idea 31',
      'Approved by ana@example.test',
      'Accepted by the service',
    ]);
    expect(describeDetails({ ...send, details: { outcome: 'unknown', idea: 31, plan: true } }, t)).toEqual([
      'By a reporting plan',
      'Idea 31',
      'No answer came: it may or may not have been received',
    ]);
    // A restatement's correction: its period as the operator reads dates, the send it corrects, the note.
    const period = '2030-06-03T03:00:00.000Z';
    const correction = { ...planned, period, correctionOf: 1234, note: 'late1 ended late' };
    expect(describeDetails({ ...send, details: correction }, t, instantFormat('en', 'utc'))).toEqual([
      'By a reporting plan',
      'Idea 31',
      'Period from Jun 3, 2030, 3:00:00 AM UTC',
      'Correction of send 1234',
      'Approved by ana@example.test',
      'Note: late1 ended late',
      'Accepted by the service',
    ]);
    const dismissed = entry({
      action: 'report-restatement-dismiss',
      target: 'rpa',
      details: { idea: 31, period, send: 1234, note: 'a test run' },
    });
    expect(actionLabel('report-restatement-dismiss', t)).toBe("Dismissed a period's late executions");
    expect(describeTarget(dismissed, formLabel, t)).toBe('RPA executions record');
    expect(describeDetails(dismissed, t, instantFormat('en', 'utc'))).toEqual([
      'Idea 31',
      'Period from Jun 3, 2030, 3:00:00 AM UTC',
      'Send 1234',
      'Note: a test run',
    ]);
  });

  it("says what a watchdog's alert was about, and who changed the watchdogs' rules", () => {
    const raised = entry({
      actor: 'watchdog',
      action: 'alert-raised',
      target: 'E7',
      details: { alert: 1234, kind: 'queued-too-long', computerId: 'RUNTIME-01' },
    });
    expect(describeTarget(raised, formLabel, t)).toBe('E7 on RUNTIME-01');
    expect(describeDetails(raised, t)).toEqual(['Alert 1234', 'Queued too long']);
    const acknowledged = entry({
      action: 'alert-acknowledge',
      target: 'Invoices on Monday',
      details: { alert: 2, kind: 'schedule-fire', note: 'Paused it' },
    });
    // A schedule's name is said whole, " on " or not.
    expect(describeTarget(acknowledged, formLabel, t)).toBe('Invoices on Monday');
    expect(describeDetails(acknowledged, t)).toEqual([
      'Alert 2',
      'A schedule did not run',
      'Note: Paused it',
    ]);
    // A kind this app does not know yet is shown as the server kept it.
    expect(
      describeDetails(entry({ action: 'alert-resolved', details: { alert: 3, kind: 'disk-full' } }), t),
    ).toEqual(['Alert 3', 'kind: disk-full']);
    const saved = entry({
      action: 'watchdog-settings-save',
      target: 'watchdog rules',
      details: { version: 4 },
    });
    expect(describeTarget(saved, formLabel, t)).toBe('');
    expect(describeDetails(saved, t)).toEqual(['Version 4']);
    const mapped = (changes: string, more?: number) =>
      entry({
        action: 'reporting-outcomes-save',
        target: 'reporting outcomes',
        details: { version: 2, changes, ...(more === undefined ? {} : { more }) },
      });
    expect(actionLabel('reporting-outcomes-save', t)).toBe('Changed which outcome each status counts as');
    expect(describeTarget(mapped('WARNING: alert → success'), formLabel, t)).toBe('');
    expect(describeDetails(mapped('WARNING: alert → success'), t)).toEqual([
      'Version 2',
      'WARNING: alert → success',
    ]);
    expect(describeDetails(mapped('A: ignore → alert', 3), t)).toEqual([
      'Version 2',
      'A: ignore → alert',
      'and 3 more statuses',
    ]);
  });

  it('says nothing of the session on a sign-in, and shows a fact it does not know as it is', () => {
    expect(describeTarget(entry({ action: 'sign-in', target: 'session' }), formLabel, t)).toBe('');
    expect(describeTarget(entry({ action: 'report-send', target: 'surveys' }), formLabel, t)).toBe('surveys');
    expect(describeDetails(entry({ action: 'moved-in', details: { executions: 3, note: null } }), t)).toEqual(
      ['executions: 3', 'note: —'],
    );
  });
});

describe('the activity in Portuguese', () => {
  let t: Translate;
  beforeAll(async () => {
    t = await speaking('pt-BR');
  });

  it('names every action in its own words', () => {
    const labels = activityActions.map((action) => actionLabel(action, t));
    expect(new Set(labels).size).toBe(activityActions.length);
    expect(actionLabel('run', t)).toBe('Executou um robô');
    expect(actionLabel('sign-in', t)).toBe('Entrou');
  });

  it('says what it was about, with numbers written the Brazilian way, and what the server sent as it is', () => {
    expect(describeDetails(entry({ details: { executionId: 'E7', variables: 1 } }), t)).toEqual([
      'Execução E7',
      '1 variável',
    ]);
    expect(describeDetails(entry({ details: { executionId: 'E7', variables: 1200 } }), t)).toEqual([
      'Execução E7',
      '1.200 variáveis',
    ]);
    expect(describeDetails(entry({ details: { variables: 0 } }), t)).toEqual(['As entradas padrão do robô']);
    const send = entry({ action: 'report-send', target: 'rpa', details: { outcome: 'failed', status: 502 } });
    expect(describeTarget(send, () => 'Execuções de RPA', t)).toBe('Registro de Execuções de RPA');
    expect(describeDetails(send, t)).toEqual(['Não aceito (status 502)']);
    expect(
      describeDetails(
        { ...send, details: { period: '2030-06-03T03:00:00.000Z', correctionOf: 1234 } },
        t,
        instantFormat('pt-BR', 'utc'),
      ),
    ).toEqual(['Período a partir de 3 de jun. de 2030, 3:00:00 UTC', 'Correção do envio 1234']);
    // A status is a code, not a quantity: never grouped.
    expect(describeDetails({ ...send, details: { outcome: 'failed', status: 5020 } }, t)).toEqual([
      'Não aceito (status 5020)',
    ]);
    expect(describeDetails(entry({ action: 'delete', details: { inJournal: false } }), t)).toEqual([
      'Fora do diário da equipe',
    ]);
    // What the server kept (ids) is never translated; the words around them are.
    expect(describeTarget(entry({ target: 'report-bot' }), formLabel, t)).toBe('report-bot');
  });

  it('says on which Runtime a run, a track or a delete was, in Portuguese too', () => {
    const run = entry({ target: 'invoice-bot', details: { computerId: 'RUNTIME-01', executionId: 'E7' } });
    expect(describeTarget(run, formLabel, t)).toBe('invoice-bot em RUNTIME-01');
    expect(describeDetails(run, t)).toEqual(['Execução E7']);
    const deleted = entry({ action: 'delete', target: 'E9', details: { computerId: 'RUNTIME-02' } });
    expect(describeTarget(deleted, formLabel, t)).toBe('E9 em RUNTIME-02');
    expect(describeDetails(deleted, t)).toEqual([]);
    // Logged before the server kept the Runtime apart: the same words.
    expect(describeTarget(entry({ action: 'track', target: 'E1 on RUNTIME-03' }), formLabel, t)).toBe(
      'E1 em RUNTIME-03',
    );
    // An id holding " on " stays whole: the Runtime is after the last one.
    expect(describeTarget(entry({ target: 'bot on call on RUNTIME-04' }), formLabel, t)).toBe(
      'bot on call em RUNTIME-04',
    );
  });
});
