import { expect, test } from '@playwright/test';
import { receivedRequests } from '../support/fake-upstream-control';
import { demoAccount, signInAt } from '../support/fixtures';
import { e2eReportingKey } from '../support/ports';

test('reporting goes through the server, which adds the key upstream and never shows it to the browser', async ({
  page,
}) => {
  const answers: string[] = [];
  const bodies: Promise<unknown>[] = [];
  page.on('response', (response) => {
    const headers = response.headers();
    answers.push(JSON.stringify(headers));
    // The live journal's stream stays open as long as the page: its body never ends.
    if (headers['content-type']?.startsWith('text/event-stream') === true) return;
    bodies.push(
      response.text().then(
        (text) => answers.push(text),
        () => undefined,
      ),
    );
  });

  await signInAt(page, '/reporting/job-positions');
  const title = `Analyst ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Hourly value' }).fill('31.75');
  await page.getByRole('button', { name: 'Send job position' }).click();
  await expect(page.getByRole('status')).toContainText('CREATED');

  await page.goto('/reporting/suppliers');
  await page.getByRole('textbox', { name: 'Name' }).fill(`Supplier ${title}`);
  await page.getByRole('radio', { name: /^System/ }).check();
  await page.getByRole('textbox', { name: 'Hourly value' }).fill('40');
  await page.getByRole('button', { name: 'Send supplier' }).click();
  await expect(page.getByRole('table', { name: 'Supplier as returned' })).toBeVisible();

  const upstream = await receivedRequests();
  const position = upstream.find(
    (r) => r.endpoint === 'jobPosition' && JSON.stringify(r.body).includes(title),
  );
  expect(position).toMatchObject({
    apiKey: e2eReportingKey,
    authorization: null,
    body: { title, hourValue: 31.75 },
  });
  const supplier = upstream.find((r) => r.endpoint === 'supplier' && JSON.stringify(r.body).includes(title));
  expect(supplier).toMatchObject({ apiKey: e2eReportingKey, body: { type: 3, hourValue: 40 } });

  // The server recorded both sends: in the team's history, with who sent them, and in the activity log.
  const suppliers = page.getByRole('region', { name: 'Suppliers sent by the team' });
  await expect(suppliers.getByRole('row', { name: new RegExp(`Supplier ${title}`) })).toContainText(
    demoAccount.username,
  );
  await page.goto('/reporting/job-positions');
  const positions = page.getByRole('region', { name: 'Job positions sent by the team' });
  await expect(positions.getByRole('row', { name: new RegExp(title) })).toContainText(demoAccount.username);
  await page.goto(`/activity?actor=${encodeURIComponent(demoAccount.username)}&action=report-send`);
  const activity = page.getByRole('table', { name: 'Activity' });
  await expect(activity.getByRole('row', { name: /Job positions record/ }).first()).toContainText(
    'Accepted by the service',
  );

  // Nothing the browser received, headers or bodies, holds the key; the page's bundle does not either.
  await Promise.all(bodies);
  expect(answers.join('\n')).not.toContain(e2eReportingKey);
  const html = await page.content();
  expect(html).not.toContain(e2eReportingKey);
});
