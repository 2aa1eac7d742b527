import { describe, expect, it } from 'vitest';
import { journalEntrySchema } from '@/api/workspace';
import { loadCatalog } from '@/i18n/catalog';
import { translator, type Translate } from '@/i18n/i18n-provider';
import type { AppLocale } from '@/lib/locale';
import { followNoteWords, lostReasonWords } from './follow-words';

/** The follower's `pausedNote` (server/services/follower.ts), which the app may not import. */
const pausedNote =
  'Paused until someone signs in: the server reads results with a signed-in operator’s session.';

const speak = async (locale: AppLocale): Promise<Translate> =>
  translator({ locale, catalog: await loadCatalog(locale) });

const entry = (executionId: string) =>
  journalEntrySchema.parse({
    computerId: 'RUNTIME-01',
    executionId,
    robotId: null,
    apiVersion: null,
    variables: null,
    source: 'track',
    startedBy: 'ana@robot-console.test',
    startedAt: 0,
    status: null,
    progress: null,
    init: null,
    end: null,
    ended: false,
    returnValue: null,
    logs: null,
    deletedAt: null,
    deletedBy: null,
    lostReason: null,
    updatedAt: 0,
  });

describe('the follower’s words', () => {
  it('says the reasons and notes the server records in the operator’s language', async () => {
    const t = await speak('pt-BR');
    expect(lostReasonWords(entry('A'), 'Not found on its Runtime', t)).toBe('Não encontrada no Runtime');
    expect(lostReasonWords(entry('A'), 'No longer followed: it ran past the 12-hour limit', t)).toBe(
      'Não é mais acompanhada: passou do limite de 12 horas',
    );
    expect(lostReasonWords(entry('A'), 'No longer followed: it ran past the polling time limit', t)).toBe(
      'Não é mais acompanhada: passou do limite de tempo de consulta',
    );
    expect(
      lostReasonWords(entry('a/b'), 'Not followed: The execution ID cannot contain "/" or "\\".', t),
    ).toBe('Não acompanhada: O ID da execução não pode conter "/" nem "\\".');
    expect(followNoteWords(pausedNote, t)).toBe(
      'Pausada até alguém entrar: o servidor lê os resultados com a sessão de um operador conectado.',
    );
  });

  it('keeps the English of today, and shows a reason or note it does not know as it comes', async () => {
    const t = await speak('en');
    expect(followNoteWords(pausedNote, t)).toBe(pausedNote);
    expect(lostReasonWords(entry('A'), 'No longer followed: it ran past the 12-hour limit', t)).toBe(
      'No longer followed: it ran past the 12-hour limit',
    );
    const pt = await speak('pt-BR');
    expect(lostReasonWords(entry('A'), 'The service refused to give its result: 500', pt)).toBe(
      'The service refused to give its result: 500',
    );
    expect(followNoteWords('Something new', pt)).toBe('Something new');
  });
});
