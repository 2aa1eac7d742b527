import { beforeAll, describe, expect, it } from 'vitest';
import { type Translate } from '@/i18n/i18n-provider';
import type { StoreProblem } from '@/lib/local-store';
import { storeProblemWords } from './store-problem-words';
import { wordsIn } from '@/testing/words';

let t: Translate;
let tPt: Translate;
beforeAll(async () => {
  t = await wordsIn('en', ['common']);
  tPt = await wordsIn('pt-BR', ['common']);
});

type SetAside = Extract<StoreProblem, { kind: 'set-aside' }>;
const setAside = (lists: SetAside['lists'], othersKept: boolean): SetAside => ({
  kind: 'set-aside',
  lists,
  othersKept,
});

describe("what the operator is told of a browser's old data that could not be read", () => {
  it('names a value that could not be read at all, set aside whole', () => {
    expect(storeProblemWords({ kind: 'unreadable', what: 'stored.what.executions' }, t)).toBe(
      'The list of executions saved in this browser could not be read at all. It was set aside (not deleted) and starts empty.',
    );
    expect(storeProblemWords({ kind: 'unreadable', what: 'stored.what.catalog' }, t)).toMatch(
      /^The catalog saved in this browser could not be read at all\./,
    );
  });

  it('says when the browser refused to save', () => {
    expect(storeProblemWords({ kind: 'not-saved' }, t)).toMatch(/refused to save/);
  });

  it('counts the entries set aside, "was" for one, and whether the others are kept, in both languages', () => {
    const two = setAside([{ noun: 'stored.entry', count: 2 }], true);
    expect(storeProblemWords(two, t)).toBe(
      '2 saved entries could not be read and were set aside; the others are kept.',
    );
    expect(storeProblemWords(two, tPt)).toBe(
      '2 registros salvos: não foi possível ler e foram guardados à parte; os demais foram mantidos.',
    );
    expect(storeProblemWords(setAside([{ noun: 'stored.entry', count: 2 }], false), t)).toBe(
      '2 saved entries could not be read and were set aside.',
    );
    expect(storeProblemWords(setAside([{ noun: 'stored.entry', count: 1 }], true), t)).toBe(
      '1 saved entry could not be read and was set aside; the others are kept.',
    );
  });

  it('names each kind of entry set aside when a value holds several lists', () => {
    const both = setAside(
      [
        { noun: 'stored.runtime', count: 1 },
        { noun: 'stored.robot', count: 2 },
      ],
      true,
    );
    expect(storeProblemWords(both, t)).toBe(
      '1 saved runtime and 2 saved robots could not be read and were set aside; the others are kept.',
    );
  });
});
