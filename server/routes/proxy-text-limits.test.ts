/** Issue 18: a supplier name of 5,000 characters was sent upstream, and broke every list that showed it. */
import { describe, expect, it } from 'vitest';
import { textLimits } from '../../src/api/limits';
import { serverErrorSchema } from '../../src/api/schemas';
import { csrf, setup, signIn } from '../testing/test-helpers';

const supplierPath = '/reporting/api/integration/v1/supplier';
const jobPositionPath = '/reporting/api/company/job-position';

async function post(path: string, body: string, anyBody = false) {
  const { app, upstream } = await setup();
  const cookie = await signIn(app);
  // An upstream that takes any body, where the point is that the server does not judge it itself.
  if (anyBody) upstream.use(() => new Response(null, { status: 200 }));
  const response = await app.request(path, {
    method: 'POST',
    headers: { ...csrf, Cookie: cookie, 'Content-Type': 'application/json' },
    body,
  });
  return { response, upstream };
}

describe('free text held to its limit by the server', () => {
  it.each([
    [
      supplierPath,
      { name: 'x'.repeat(5_000), type: 1, hourValue: 8 },
      "A supplier's name can be at most 120 characters; this one has 5000.",
    ],
    [
      supplierPath,
      { name: 'é'.repeat(textLimits.supplierName + 1), type: 1, hourValue: 8 },
      "A supplier's name can be at most 120 characters; this one has 121.",
    ],
    [
      jobPositionPath,
      { title: 'y'.repeat(textLimits.jobPositionTitle + 1), hourValue: 8 },
      "A job position's title can be at most 120 characters; this one has 121.",
    ],
  ])(
    '%s refuses an over-long text with a 400 in our words, and nothing reaches the upstream',
    async (path, body, message) => {
      const { response, upstream } = await post(path, JSON.stringify(body));
      expect(response.status).toBe(400);
      expect(serverErrorSchema.parse(await response.json())).toEqual({ error: 'text-too-long', message });
      expect(upstream.apiRequests()).toEqual([]);
    },
  );

  it.each([
    [supplierPath, { name: 'x'.repeat(textLimits.supplierName), type: 1, hourValue: 8 }],
    [jobPositionPath, { title: 'y'.repeat(textLimits.jobPositionTitle), hourValue: 8 }],
  ])('%s forwards a text at the limit as it is', async (path, body) => {
    const { response, upstream } = await post(path, JSON.stringify(body));
    // The simulator's answer to a new supplier or job position: 201 Created.
    expect(response.status).toBe(201);
    expect(upstream.apiRequests().map((request) => request.body)).toEqual([JSON.stringify(body)]);
  });

  it('leaves every other body to the upstream, and every other endpoint alone', async () => {
    const { response, upstream } = await post(supplierPath, 'not json', true);
    expect(response.status).toBe(200);
    expect(upstream.apiRequests()).toHaveLength(1);
    const rpa = await post(
      '/reporting/api/integration/v2/rpa',
      JSON.stringify({ name: 'x'.repeat(5_000), title: 'y'.repeat(5_000) }),
      true,
    );
    expect(rpa.response.status).toBe(200);
  });
});
