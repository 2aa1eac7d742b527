import { describe, expect, it } from 'vitest';
import { readFollowNote, readLostReason } from '@/api/follow-reasons';
import { type Translate } from '@/i18n/i18n-provider';
import type { AppLocale } from '@/lib/locale';
import { followNoteWords, lostReasonWords } from './follow-words';
import { wordsIn } from '@/testing/words';

const speak = async (locale: AppLocale): Promise<Translate> => wordsIn(locale);

describe('the follower’s words', () => {
  it('says each code in the operator’s language', async () => {
    const t = await speak('pt-BR');
    expect(lostReasonWords({ code: 'not-found' }, t)).toBe('Não encontrada no Runtime');
    expect(lostReasonWords({ code: 'time-limit', hours: 12 }, t)).toBe(
      'Não é mais acompanhada: passou do limite de 12 horas',
    );
    expect(lostReasonWords({ code: 'time-limit', hours: 1 }, t)).toBe(
      'Não é mais acompanhada: passou do limite de 1 hora',
    );
    expect(lostReasonWords({ code: 'polling-limit' }, t)).toBe(
      'Não é mais acompanhada: passou do limite de tempo de consulta',
    );
    expect(lostReasonWords({ code: 'not-followable', id: 'execution', problem: 'slash' }, t)).toBe(
      'Não acompanhada: O ID da execução não pode conter "/" nem "\\".',
    );
    expect(followNoteWords({ code: 'paused-no-session' }, t)).toBe(
      'Pausada até quem a iniciou entrar: o servidor lê um resultado somente com a sessão dessa pessoa.',
    );
  });

  it('keeps the English of before, and says the sentences stored before the codes in Portuguese', async () => {
    const en = await speak('en');
    const pt = await speak('pt-BR');
    const stored = [
      'Not found on its Runtime',
      'No longer followed: it ran past the 12-hour limit',
      'No longer followed: it ran past the polling time limit',
      'Not followed: The execution ID cannot contain "/" or "\\".',
    ];
    // In English, exactly what was stored.
    expect(stored.map((text) => lostReasonWords(readLostReason(text), en))).toEqual(stored);
    expect(stored.map((text) => lostReasonWords(readLostReason(text), pt))).toEqual([
      'Não encontrada no Runtime',
      'Não é mais acompanhada: passou do limite de 12 horas',
      'Não é mais acompanhada: passou do limite de tempo de consulta',
      'Não acompanhada: O ID da execução não pode conter "/" nem "\\".',
    ]);
    // The pause is said as it holds today: it waits for the person who started the run.
    const paused =
      'Paused until someone signs in: the server reads results with a signed-in operator’s session.';
    expect(followNoteWords(readFollowNote(paused), en)).toBe(
      'Paused until the person who started it signs in: the server reads a result only with their own session.',
    );
  });

  it('shows a reason or note it does not know as it comes', async () => {
    const t = await speak('pt-BR');
    expect(lostReasonWords(readLostReason('The service refused to give its result: 500'), t)).toBe(
      'The service refused to give its result: 500',
    );
    expect(followNoteWords(readFollowNote('Something new'), t)).toBe('Something new');
  });
});
