import { beforeAll, describe, expect, it } from 'vitest';
import { type Translate } from '@/i18n/i18n-provider';
import { parseCatalogFile } from './catalog-file';
import { wordsIn } from '@/testing/words';

let t: Translate;
let tPt: Translate;
beforeAll(async () => {
  t = await wordsIn('en');
  tPt = await wordsIn('pt-BR');
});

const runtime = { computerId: 'RT-01', name: 'Main runtime', description: '' };
const robot = (robotId: unknown, extra: Record<string, unknown> = {}) => ({
  robotId,
  name: `Robot ${String(robotId)}`,
  description: '',
  variables: [],
  ...extra,
});
const file = (content: unknown) => parseCatalogFile(JSON.stringify(content), t);
const problems = (content: unknown) => {
  const parsed = typeof content === 'string' ? parseCatalogFile(content, t) : file(content);
  return parsed.ok ? [] : parsed.problems;
};

describe('reading a catalog file', () => {
  it('reads an exported catalog, filling what a hand-written file may leave out', () => {
    expect(
      file({
        version: 1,
        runtimes: [{ computerId: 'RT-01', name: 'Main runtime' }],
        robots: [
          {
            robotId: 'BOT',
            name: 'Bot',
            variables: [{ name: 'customer' }, { name: 'password', required: true, secret: true }],
          },
        ],
      }),
    ).toEqual({
      ok: true,
      file: {
        version: 1,
        runtimes: [runtime],
        robots: [
          {
            robotId: 'BOT',
            name: 'Bot',
            description: '',
            variables: [
              // A file from before secret variables existed: none of its variables is secret.
              { name: 'customer', type: 'text', defaultValue: '', required: false, secret: false },
              { name: 'password', type: 'text', defaultValue: '', required: true, secret: true },
            ],
            // A file from before the analytics figures: none said.
            ideaId: null,
            documentsFrom: null,
            manualMinutes: null,
          },
        ],
      },
    });
  });

  it("reads a robot's figures for the analytics product, and says which one is wrong", () => {
    const figures = { ideaId: 7, documentsFrom: 'summary.count', manualMinutes: 2.5 };
    expect(file({ version: 1, robots: [robot('BOT', figures)] })).toMatchObject({
      ok: true,
      file: { robots: [figures] },
    });
    expect(
      problems({
        version: 1,
        robots: [
          robot('A', { ideaId: -1 }),
          robot('B', { ideaId: '7' }),
          robot('C', { manualMinutes: 0 }),
          robot('D', { documentsFrom: 'summary. count' }),
        ],
      }),
    ).toEqual([
      'Robot 1 ("Robot A"): the idea id is a whole number from 0 to 2,147,483,647.',
      'Robot 2 ("Robot B"): the idea id is a whole number from 0 to 2,147,483,647.',
      'Robot 3 ("Robot C"): the minutes by hand are a number above 0 and at most 10,080.',
      'Robot 4 ("Robot D"): documentsFrom is "execution" or a field of the return value, such as "summary.count".',
    ]);
  });

  it('says in one sentence when the file is not a catalog at all', () => {
    const notCatalog = [
      'This file is not a Robot Console catalog. Choose a file made with "Export catalog".',
    ];
    expect(problems('{"runtimes": [')).toEqual(notCatalog);
    expect(problems([runtime])).toEqual(notCatalog);
    expect(problems({ name: 'notes' })).toEqual(notCatalog);
    expect(problems({ runtimes: [runtime], robots: [] })).toEqual(notCatalog);
    expect(problems({ version: 2, runtimes: [], robots: [] })).toEqual([
      'This catalog was made by a newer version of Robot Console (format 2), which this one cannot read. Import it where it was made, or ask for a copy exported from this version.',
    ]);
  });

  it('names the entry and what is wrong with it, never a schema path', () => {
    expect(
      problems({
        version: 1,
        runtimes: [runtime, { name: 'No id' }, 'RT-03'],
        robots: [robot('A'), robot('B'), { ...robot(''), name: 'Invoice reader' }, robot(7)],
      }),
    ).toEqual([
      'Runtime 2 ("No id") has no id.',
      'Runtime 3 is not a runtime: it should have an id and a name.',
      'Robot 3 ("Invoice reader") has no id.',
      'Robot 4 ("Robot 7") has an id that is not text.',
    ]);
  });

  it('applies the id rule and the text limits of the forms', () => {
    expect(
      problems({
        version: 1,
        runtimes: [
          { computerId: 'a/b', name: 'Slash' },
          { computerId: ' RT ', name: 'Spaced' },
          { computerId: '..', name: 'Dots' },
          { computerId: 'RT-04', name: 'x'.repeat(121) },
        ],
        robots: [],
      }),
    ).toEqual([
      'Runtime 1 ("Slash"): The Runtime ID cannot contain "/" or "\\".',
      'Runtime 2 ("Spaced"): The Runtime ID starts or ends with a space; remove it.',
      'Runtime 3 ("Dots"): The Runtime ID cannot be "." or "..".',
      'The name of runtime 4 is 121 characters long; at most 120 are allowed.',
    ]);
  });

  it('checks each variable of a robot and refuses a name used twice', () => {
    expect(
      problems({
        version: 1,
        runtimes: [],
        robots: [
          robot('BOT', {
            variables: [
              { name: 'customer' },
              { name: 'customer' },
              { type: 'text' },
              { name: 'month', required: 'yes' },
              { name: 'token', secret: 1 },
            ],
          }),
        ],
      }),
    ).toEqual([
      'Variable 3 of robot 1 ("Robot BOT") has no name.',
      'Variable 4 of robot 1 ("Robot BOT") has "required" set to neither true nor false.',
      'Variable 5 of robot 1 ("Robot BOT") has "secret" set to neither true nor false.',
      'Robot 1 ("Robot BOT") has more than one variable named "customer".',
    ]);
  });

  it('refuses a default value for a secret variable, without showing it', () => {
    const said = problems({
      version: 1,
      runtimes: [],
      robots: [
        robot('BOT', {
          variables: [
            { name: 'password', defaultValue: 'hunter2', secret: true },
            { name: 'token', defaultValue: '', secret: true },
          ],
        }),
      ],
    });
    expect(said).toEqual([
      'Variable 1 of robot 1 ("Robot BOT") is secret and has a default value; a secret is typed at each run. Remove its default value, or its secret mark.',
    ]);
  });

  it('refuses an id given twice, which would silently replace the first entry', () => {
    expect(problems({ version: 1, runtimes: [], robots: [robot('A'), robot('B'), robot('A')] })).toEqual([
      'Robot id "A" is in this file more than once (robots 1 and 3).',
    ]);
  });

  it("says its problems in the operator's language, numbers written their way", () => {
    const parsed = parseCatalogFile(
      JSON.stringify({
        version: 1,
        runtimes: [{ computerId: 'a/b', name: 'Barra' }, { name: 'x'.repeat(1001) }],
        robots: [robot('BOT', { variables: [{ name: 'customer', required: 'sim' }, { defaultValue: 1 }] })],
      }),
      tPt,
    );
    expect(parsed.ok ? [] : parsed.problems).toEqual([
      'Runtime 1 ("Barra"): O ID do Runtime não pode conter "/" nem "\\".',
      'Runtime 2 não tem ID.',
      'O nome do Runtime 2 tem 1.001 caracteres; são permitidos no máximo 120.',
      'Variável 1 do robô 1 ("Robot BOT") tem "required" com um valor que não é true nem false.',
      'Variável 2 do robô 1 ("Robot BOT") não tem nome.',
      'Variável 2 do robô 1 ("Robot BOT") tem um valor padrão que não é texto.',
    ]);
    expect(parseCatalogFile('[]', tPt)).toEqual({
      ok: false,
      problems: [
        'Este arquivo não é um catálogo do Robot Console. Escolha um arquivo criado com "Exportar catálogo".',
      ],
    });
  });
});
