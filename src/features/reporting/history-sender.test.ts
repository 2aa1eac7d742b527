import { beforeAll, describe, expect, it } from 'vitest';
import type { Translate } from '@/i18n/i18n-provider';
import { wordsIn } from '@/testing/words';
import { senderWords } from './history-sender';

let t: Translate;
let tPt: Translate;
beforeAll(async () => {
  t = await wordsIn('en');
  tPt = await wordsIn('pt-BR');
});

describe('who the reporting history says sent a record', () => {
  it('names the person, or the plan and who approved it', () => {
    const person = { sentBy: 'ana@example.test', byPlan: false, approvedBy: null };
    expect(senderWords(person, t)).toBe('ana@example.test');
    expect(senderWords({ sentBy: 'plan', byPlan: true, approvedBy: null }, t)).toBe(
      'A reporting plan, by itself',
    );
    const approved = { sentBy: 'plan', byPlan: true, approvedBy: 'bia@example.test' };
    expect(senderWords(approved, t)).toBe('A reporting plan, approved by bia@example.test');
    expect(senderWords(approved, tPt)).toBe('Um plano de relatório, aprovado por bia@example.test');
  });
});
