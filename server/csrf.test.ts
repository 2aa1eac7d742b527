/** The CSRF rule: the custom header on everything but reading the session, and only our own site. */
import { describe, expect, it } from 'vitest';
import { csrf, setup, signIn, testPassword } from './testing/test-helpers';

describe('CSRF', () => {
  const signInBody = JSON.stringify({ username: 'ana@example.com', password: testPassword });

  it('refuses POST and DELETE without X-Requested-By', async () => {
    const { app, upstream } = await setup();
    const post = await app.request('/session', { method: 'POST', body: signInBody });
    expect(post.status).toBe(403);
    expect(await post.json()).toMatchObject({ error: 'csrf-rejected' });
    const cookie = await signIn(app);
    const del = await app.request('/orchestrator/api/integration/v1/delete/PC1/E1', {
      method: 'DELETE',
      headers: { Cookie: cookie },
    });
    expect(del.status).toBe(403);
    expect(upstream.apiRequests()).toHaveLength(0);
    expect((await app.request('/session', { method: 'DELETE', headers: { Cookie: cookie } })).status).toBe(
      403,
    );
    expect((await app.request('/session', { headers: { Cookie: cookie } })).status).toBe(200);
  });

  it('refuses a GET on the proxied API without X-Requested-By: endpoint 4 starts a robot', async () => {
    const { app, upstream } = await setup();
    const cookie = await signIn(app);
    // What an <img src> from another site would send: the cookie, no custom header.
    const response = await app.request('/orchestrator/api/integration/v1/run/PC1/R1', {
      headers: { Cookie: cookie },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: 'csrf-rejected' });
    const wrongValue = await app.request('/orchestrator/api/integration/v1/result/PC1/E1', {
      headers: { Cookie: cookie, 'X-Requested-By': 'someone-else' },
    });
    expect(wrongValue.status).toBe(403);
    expect(upstream.apiRequests()).toHaveLength(0);
  });

  it('refuses same-site and cross-site requests even with the header, and accepts same-origin', async () => {
    const { app, upstream } = await setup();
    const cookie = await signIn(app);
    const runV1 = '/orchestrator/api/integration/v1/run/PC1/R1';
    for (const site of ['same-site', 'cross-site']) {
      const get = await app.request(runV1, {
        headers: { ...csrf, Cookie: cookie, 'Sec-Fetch-Site': site },
      });
      expect(get.status, site).toBe(403);
      expect(await get.json()).toMatchObject({ error: 'csrf-rejected' });
      const post = await app.request('/session', {
        method: 'POST',
        headers: { ...csrf, 'Sec-Fetch-Site': site },
        body: signInBody,
      });
      expect(post.status, site).toBe(403);
    }
    expect(upstream.apiRequests()).toHaveLength(0);
    for (const site of ['same-origin', 'none']) {
      const get = await app.request(runV1, {
        headers: { ...csrf, Cookie: cookie, 'Sec-Fetch-Site': site },
      });
      expect(get.status, site).toBe(200);
    }
  });

  it('lets GET /session through without the header: it changes nothing and reveals only who is signed in', async () => {
    const { app } = await setup();
    const cookie = await signIn(app);
    const response = await app.request('/session', { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ username: 'ana@example.com' });
    expect(await (await app.request('/session')).json()).toEqual({ signedIn: false });
  });

  it('refuses a foreign Origin and accepts our own', async () => {
    const { app } = await setup();
    const foreign = await app.request('/session', {
      method: 'POST',
      headers: { ...csrf, Origin: 'http://evil.example' },
      body: signInBody,
    });
    expect(foreign.status).toBe(403);
    const same = await app.request('/session', {
      method: 'POST',
      headers: { ...csrf, Origin: 'http://localhost' },
      body: signInBody,
    });
    expect(same.status).toBe(200);
  });

  it('compares the Origin with PUBLIC_ORIGIN when one is configured', async () => {
    const { app } = await setup({ PUBLIC_ORIGIN: 'https://console.example' });
    const init = (origin: string) => ({
      method: 'POST',
      headers: { ...csrf, Origin: origin },
      body: signInBody,
    });
    expect((await app.request('/session', init('http://localhost'))).status).toBe(403);
    expect((await app.request('/session', init('https://console.example'))).status).toBe(200);
  });
});
