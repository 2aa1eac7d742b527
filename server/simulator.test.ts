/** One pass through the team's upstream simulator: the server's sign-in, run and result against it. */
import { describe, expect, it } from 'vitest';
import { runV2ResponseSchema } from '../src/api/schemas';
import { demoAccount, demoApiKey } from '../src/mocks/simulator/demo';
import { Simulator } from '../src/mocks/simulator/simulator';
import { createUpstreamHandler } from '../src/mocks/simulator/upstream';
import { assembleServer } from './server';
import { parseConfig } from './config';
import { csrf, recordingLogger, testWorkspace } from './testing/test-helpers';

describe('against the simulator', () => {
  it('signs in, starts a run, reads its result and posts a reporting record', async () => {
    const sim = new Simulator({ apiKey: demoApiKey });
    const handler = createUpstreamHandler(sim);
    const app = assembleServer({
      // The simulator's clock is the real one, so the workspace's is too.
      workspace: await testWorkspace(() => Date.now()),
      config: parseConfig({
        ORCHESTRATOR_URL: 'http://orchestrator.test',
        REPORTING_URL: 'http://reporting.test',
        REPORTING_API_KEY: demoApiKey,
        // Posting reporting records is an admin's (docs/roles.md).
        ADMINS: demoAccount.username,
      }),
      fetch: (input, init) => handler(new Request(input, init)),
      logger: recordingLogger(),
    }).app;
    const json = { ...csrf, 'Content-Type': 'application/json' };

    const signIn = await app.request('/session', {
      method: 'POST',
      headers: json,
      body: JSON.stringify(demoAccount),
    });
    expect(signIn.status).toBe(200);
    const cookie = (signIn.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';

    const run = await app.request('/orchestrator/api/integration/v2/run/PC-01/R-01', {
      method: 'POST',
      headers: { ...json, Cookie: cookie },
    });
    expect(run.status).toBe(200);
    const { id } = runV2ResponseSchema.parse(await run.json());

    const result = await app.request(
      `/orchestrator/api/integration/v1/result/PC-01/${encodeURIComponent(id)}`,
      { headers: { ...csrf, Cookie: cookie } },
    );
    expect(result.status).toBe(200);
    expect(await result.json()).toMatchObject({ _id: id });

    const record = await app.request('/reporting/api/company/job-position', {
      method: 'POST',
      headers: { ...json, Cookie: cookie },
      body: JSON.stringify({ title: 'Analyst', hourValue: 42.5 }),
    });
    expect(record.status).toBe(201);
  });
});
