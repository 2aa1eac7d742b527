/**
 * The catalog's text limits (src/api/limits.ts) held by the server, whatever a form shows: a name,
 * description, variable name or default value one character over is refused with a 400 that names the
 * field and its limit, by a save, an edit and an import alike, and nothing is stored; at the limit it is
 * taken.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { textLimits } from '../../src/api/limits';
import { testStoreKind } from '../testing/test-databases';
import { testWorkspace } from '../testing/test-helpers';
import { workspaceRoutesAlone } from '../testing/workspace-routes-alone';

const headers = { 'x-test-user': 'ana', 'Content-Type': 'application/json' };
const runtime = { computerId: 'RT-01', name: 'Main runtime', description: '' };
const variable = { name: 'customer', type: 'text', defaultValue: '', required: false, secret: false };
const robot = { robotId: 'INVOICES', name: 'Invoice reader', description: '', variables: [variable] };
const over = (limit: number) => 'x'.repeat(limit + 1);
const { name, description, variableName, variableValue } = textLimits;

/** Each text one character over its limit, and the words of the refusal, which name it. */
const tooLong = [
  ...(
    [
      ['runtime', '/catalog/runtimes', runtime],
      ['robot', '/catalog/robots', robot],
    ] as const
  ).flatMap(([kind, path, entry]) => [
    {
      field: `a ${kind} name`,
      path,
      entry: { ...entry, name: over(name) },
      message: `entry.name: A name can be at most ${name} characters.`,
    },
    {
      field: `a ${kind} description`,
      path,
      entry: { ...entry, description: over(description) },
      message: `entry.description: A description can be at most ${description} characters.`,
    },
  ]),
  {
    field: 'a variable name',
    path: '/catalog/robots',
    entry: { ...robot, variables: [{ ...variable, name: over(variableName) }] },
    message: `entry.variables.0.name: A variable name can be at most ${variableName} characters.`,
  },
  {
    field: 'a default value',
    path: '/catalog/robots',
    entry: { ...robot, variables: [{ ...variable, defaultValue: over(variableValue) }] },
    message: `entry.variables.0.defaultValue: A default value can be at most ${variableValue} characters.`,
  },
];

describe(`the catalog's text limits on the server (${testStoreKind})`, () => {
  let app: ReturnType<typeof workspaceRoutesAlone>;
  beforeEach(async () => {
    const workspace = await testWorkspace();
    app = workspaceRoutesAlone(workspace, { now: Date.now });
  });
  const send = (method: string, path: string, body: unknown) =>
    app.request(path, { method, headers, body: JSON.stringify(body) });
  const refusal = async (answer: Response) => ({
    status: answer.status,
    body: (await answer.json()) as unknown,
  });
  const catalog = async () =>
    (await (await app.request('/catalog', { headers })).json()) as { runtimes: unknown[]; robots: unknown[] };

  it.each(tooLong)(
    'refuses $field over its limit with a 400 naming it, and stores nothing',
    async ({ path, entry, message }) => {
      expect(await refusal(await send('POST', path, { entry }))).toEqual({
        status: 400,
        body: { error: 'invalid-request', message },
      });
      expect(await catalog()).toEqual({ runtimes: [], robots: [] });
    },
  );

  it('takes every text at its limit, and holds an edit and an import to the same limits', async () => {
    const longest = {
      ...robot,
      name: 'n'.repeat(textLimits.name),
      description: 'd'.repeat(textLimits.description),
      variables: [
        {
          ...variable,
          name: 'v'.repeat(textLimits.variableName),
          defaultValue: 'x'.repeat(textLimits.variableValue),
        },
      ],
    };
    const saved = await send('POST', '/catalog/robots', { entry: longest });
    expect(saved.status).toBe(201);
    const { version } = (await saved.json()) as { version: number };

    const edit = await send('PUT', '/catalog/robots/INVOICES', {
      entry: { ...longest, description: over(textLimits.description) },
      version,
    });
    expect(await refusal(edit)).toMatchObject({ status: 400, body: { error: 'invalid-request' } });

    const file = { version: 1, runtimes: [{ ...runtime, name: over(textLimits.name) }], robots: [] };
    const imported = await send('POST', '/catalog/import', { file, apply: true });
    expect(await refusal(imported)).toEqual({
      status: 400,
      body: {
        error: 'invalid-request',
        message: `file.runtimes.0.name: A name can be at most ${textLimits.name} characters.`,
      },
    });
    expect(await catalog()).toMatchObject({ runtimes: [], robots: [{ description: longest.description }] });
  });

  it('refuses a default value for a secret variable in a save, an edit and an import: every viewer reads the catalog', async () => {
    const secretDefault = {
      ...robot,
      variables: [{ ...variable, name: 'password', defaultValue: 'hunter2', secret: true }],
    };
    const message =
      'entry.variables.0.defaultValue: A secret variable has no default value: it is typed at each run, or kept sealed in a schedule.';
    expect(await refusal(await send('POST', '/catalog/robots', { entry: secretDefault }))).toEqual({
      status: 400,
      body: { error: 'invalid-request', message },
    });

    const withoutDefault = { ...robot, variables: [{ ...variable, name: 'password', secret: true }] };
    const saved = await send('POST', '/catalog/robots', { entry: withoutDefault });
    expect(saved.status).toBe(201);
    const { version } = (await saved.json()) as { version: number };
    const edit = await send('PUT', '/catalog/robots/INVOICES', { entry: secretDefault, version });
    expect(await refusal(edit)).toEqual({ status: 400, body: { error: 'invalid-request', message } });

    const file = { version: 1, runtimes: [], robots: [{ ...secretDefault, robotId: 'OTHER' }] };
    const imported = await refusal(await send('POST', '/catalog/import', { file, apply: true }));
    expect(imported).toMatchObject({ status: 400, body: { error: 'invalid-request' } });
    expect(JSON.stringify(imported)).not.toContain('hunter2');
    expect(await catalog()).toMatchObject({
      robots: [{ robotId: 'INVOICES', variables: withoutDefault.variables }],
    });
  });
});
