/**
 * The layers eslint.config.js declares, held by the linter: a probe file in each place imports what that
 * place may not (or may), and the linter's import rules say so. Only those rules run (no type
 * information is needed for them), so each probe takes a fraction of a second.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const layerRules = new Set(['import-x/no-restricted-paths', 'no-restricted-imports']);
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => layerRules.has(ruleId),
  // No program for the probes: the rules that need one are filtered out above.
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

/** The layer rules' complaints about `code` if it were the file at `file` (from the repository's root). */
async function complaints(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId ?? 'parse'}: ${message.message}`);
}

describe("the linter holds the code's layers", () => {
  // Loading the configuration and its plugins is most of a first lint's time: once, before the probes.
  beforeAll(async () => {
    await complaints('src/api/probe.ts', 'export {};');
  });

  it.each([
    [
      'server/storage/probe.ts',
      "export { sessionRoutes } from '../routes/session-routes';",
      'routes → services → storage',
    ],
    [
      'server/storage/probe.ts',
      "export * from '../services/catalog-service';",
      'routes → services → storage',
    ],
    ['server/services/probe.ts', "export * from '../routes/team-routes';", 'a service knows no route'],
    [
      'server/services/probe.ts',
      "export { readFileSync } from 'node:fs';",
      "Only server/node/ uses Node's modules",
    ],
    ['server/routes/probe.ts', "export { join } from 'path';", "Only server/node/ uses Node's modules"],
    ['server/node/probe.ts', "export { createApp } from '../app';", 'assembled in one place'],
    ['src/mocks/probe.ts', "export * from '../../server/services/live-services';", 'assembled in one place'],
    [
      'src/mocks/demo/probe.ts',
      "export { readFileSync } from 'node:fs';",
      "Only server/node/ uses Node's modules",
    ],
    [
      'src/mocks/simulator/probe.ts',
      "export * from '../node/fake-upstream-server';",
      'The simulator runs everywhere',
    ],
    ['src/mocks/demo/probe.ts', "export * from '../node/msw-simulator';", 'The demo runs in the page'],
    ['src/lib/probe.ts', "export * from '@/i18n/error-message';", 'src/lib imports only the layers below it'],
    ['src/data/probe.ts', "export * from '@/lib/locale';", 'src/data imports only the layers below it'],
    [
      'src/i18n/probe.ts',
      "export * from '@/components/status-badge';",
      'src/i18n imports only the layers below it',
    ],
    ['src/components/probe.ts', "export * from '@/mocks/simulator/demo';", 'Only tests and the demo'],
    ['src/mocks/probe.ts', "export * from '@/components/status-badge';", 'know no screen'],
    ['src/api/probe.ts', "export * from 'react';", 'shared with the server'],
    ['src/features/probe.ts', "export { z } from 'zod';", 'Import zod from src/api/zod.ts'],
    ['server/routes/probe.ts', "export { z } from 'zod';", 'Import zod from src/api/zod.ts'],
    ['src/api/probe.ts', "export { z } from 'zod';", 'Import zod from src/api/zod.ts'],
    ['src/mocks/probe.ts', "export { z } from 'zod';", 'Import zod from src/api/zod.ts'],
  ])('%s may not say %s', async (file, code, why) => {
    expect((await complaints(file, code)).join('\n')).toContain(why);
  });

  it.each([
    ['server/node/probe.ts', "export { readFileSync } from 'node:fs';"],
    ['server/services/probe.ts', "export * from '../storage/catalog-repository';"],
    ['server/routes/probe.ts', "export * from '../services/team-service';"],
    ['src/i18n/probe.ts', "export * from '@/lib/locale';"],
    ['src/data/probe.ts', "export * from '@/api/http';"],
    ['src/features/probe.ts', "export type { ZodType } from 'zod';"],
    ['src/features/probe.ts', "export { z } from '@/api/zod';"],
    ['src/components/probe.ts', "export * from '@/i18n/error-message';"],
    ['src/mocks/probe.ts', "export * from '../../server/storage/database';"],
    ['server/node/probe.ts', "export { assembleServer } from '../server';"],
    ['src/mocks/node/probe.ts', "export { readFileSync } from 'node:fs';"],
    ['src/mocks/demo/probe.ts', "export * from '../simulator/simulator';"],
    ['src/testing/probe.ts', "export * from '@/app/routes';"],
  ])('%s may say %s', async (file, code) => {
    expect(await complaints(file, code)).toEqual([]);
  });
});
