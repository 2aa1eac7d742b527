import { beforeAll, describe, expect, it } from 'vitest';
import type { Alert } from '@/api/workspace/alerts';
import { translator, type Translate } from '@/i18n/i18n-provider';
import { everyWordIn } from '@/testing/words';
import { alertLink, alertText } from './alert-words';

let t: Translate;
let tPt: Translate;
beforeAll(async () => {
  t = translator({ locale: 'en', catalog: await everyWordIn('en') });
  tPt = translator({ locale: 'pt-BR', catalog: await everyWordIn('pt-BR') });
});

const failing = (failures: number): Alert => ({
  id: 1,
  kind: 'robot-failing',
  subject: { robotId: 'invoice-bot' },
  facts: { failures },
  raisedAt: 0,
  resolvedAt: null,
  acknowledgedAt: null,
  acknowledgedBy: null,
  note: null,
});

describe('an alert in words', () => {
  it('counts failures in a row as the language does, one or several', () => {
    expect(alertText(failing(1), t, 'en')).toBe('invoice-bot failed its last execution.');
    expect(alertText(failing(3), t, 'en')).toBe('invoice-bot failed its last 3 executions in a row.');
    expect(alertText(failing(1), tPt, 'pt-BR')).toBe('invoice-bot falhou na última execução.');
    expect(alertText(failing(3), tPt, 'pt-BR')).toBe('invoice-bot falhou nas últimas 3 execuções seguidas.');
  });

  it('sends a reporting send that needs a look to the sends in its state', () => {
    const refused: Alert = {
      ...failing(1),
      kind: 'reporting-send',
      subject: { ideaId: 42 },
      facts: { state: 'failed', kind: 'rpa', periodStart: 0 },
    };
    expect(alertLink(refused, t)).toEqual({ to: '/reporting/sends?state=failed', label: 'Show the sends' });
  });
});
