import { beforeAll, describe, expect, it } from 'vitest';
import { maxIdLength } from '@/api/ids';
import { textLimits } from '@/api/limits';
import { runFormSchema as schemaIn, type RunFormInput } from './run-form-schema';
import { wordsIn } from '@/testing/words';

let runFormSchema: ReturnType<typeof schemaIn>;
let portuguese: ReturnType<typeof schemaIn>;
beforeAll(async () => {
  runFormSchema = schemaIn(await wordsIn('en'));
  portuguese = schemaIn(await wordsIn('pt-BR'));
});

const form = (variableCount: number): RunFormInput => ({
  computerId: 'RUNTIME-01',
  robotId: 'invoice-bot',
  apiVersion: 'v2',
  variables: Array.from({ length: variableCount }, (_, index) => ({
    name: `v${index}`,
    type: 'text',
    value: '',
    required: false,
  })),
});

describe('the run form schema', () => {
  // What the run page shows under the Runtime ID field once it is left (run-form-limits.test.tsx shows
  // the field's message, the request preview and the refused submit on the screen).
  it.each([
    ['a dot', '.', 'The Runtime ID cannot be "." or "..".'],
    ['two dots', '..', 'The Runtime ID cannot be "." or "..".'],
    ['a slash', 'a/b', 'The Runtime ID cannot contain "/" or "\\".'],
    ['only spaces', '   ', 'Enter the Runtime ID.'],
    [
      'a control character',
      'RUN\u0007TIME',
      'The Runtime ID contains an invisible control character; type it again.',
    ],
    [
      'too many characters',
      'x'.repeat(maxIdLength + 1),
      `The Runtime ID can be at most ${maxIdLength} characters long.`,
    ],
    ['a leading space', ' RUNTIME-01', 'The Runtime ID starts or ends with a space; remove it.'],
  ])('explains a Runtime ID with %s', (_, computerId, message) => {
    const refused = runFormSchema.safeParse({ ...form(0), computerId });
    expect(refused.error?.issues).toEqual([expect.objectContaining({ path: ['computerId'], message })]);
  });

  it(`accepts ${textLimits.variables} variables and refuses one more, on the list`, () => {
    expect(runFormSchema.safeParse(form(textLimits.variables)).success).toBe(true);
    const refused = runFormSchema.safeParse(form(textLimits.variables + 1));
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({
        path: ['variables'],
        message: `A run can have at most ${textLimits.variables} variables.`,
      }),
    ]);
  });

  it("refuses in the operator's language, numbers written their way", () => {
    const refused = portuguese.safeParse({
      ...form(0),
      computerId: 'a/b',
      robotId: '',
      variables: [
        { name: ' lote', type: 'text', value: 'x'.repeat(textLimits.variableValue + 1), required: false },
        { name: 'cliente', type: 'text', value: '', required: true },
      ],
    });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'O ID do Runtime não pode conter "/" nem "\\".',
      'Informe o ID do robô.',
      'O nome começa ou termina com um espaço; remova-o.',
      'Um valor pode ter no máximo 10.000 caracteres; este tem 10.001.',
      'Este robô precisa de um valor aqui.',
    ]);
  });

  it('sends ids and names exactly as typed', () => {
    const parsed = runFormSchema.parse({
      ...form(0),
      computerId: 'Runtime 01',
      variables: [{ name: 'batch', type: 'text', value: '  spaced  ', required: false }],
    });
    expect(parsed.computerId).toBe('Runtime 01');
    expect(parsed.variables[0]?.value).toBe('  spaced  ');
  });
});
