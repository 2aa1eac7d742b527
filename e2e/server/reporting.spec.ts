import { test as signedOut, type Locator } from '@playwright/test';
import { csrfHeader } from '../../src/api/csrf';
import { receivedRequests } from '../support/fake-upstream-control';
import { demoAccount, signInAt } from '../support/fixtures';
import { expect, openSignedIn, test } from '../support/signed-in';
import { e2eReportingKey } from '../support/ports';
import { pages, reportingFormPath, withQuery } from '../../src/lib/pages';

signedOut(
  'reporting goes through the server, which adds the key upstream and never shows it to the browser',
  async ({ page }) => {
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

    // Signed in through the form, here: the sign-in's answers are among those the browser gets.
    await signInAt(page, reportingFormPath('job-positions'));
    const title = `Analyst ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await page.getByRole('textbox', { name: 'Hourly value' }).fill('31.75');
    await page.getByRole('button', { name: 'Send job position' }).click();
    await expect(page.getByRole('status')).toContainText('CREATED');

    await page.goto(reportingFormPath('suppliers'));
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
    const supplier = upstream.find(
      (r) => r.endpoint === 'supplier' && JSON.stringify(r.body).includes(title),
    );
    expect(supplier).toMatchObject({ apiKey: e2eReportingKey, body: { type: 3, hourValue: 40 } });

    // The server recorded both sends: in the team's history, with who sent them, and in the activity log.
    const suppliers = page.getByRole('region', { name: 'Suppliers sent by the team' });
    await expect(suppliers.getByRole('row', { name: new RegExp(`Supplier ${title}`) })).toContainText(
      demoAccount.username,
    );
    await page.goto(reportingFormPath('job-positions'));
    const positions = page.getByRole('region', { name: 'Job positions sent by the team' });
    await expect(positions.getByRole('row', { name: new RegExp(title) })).toContainText(demoAccount.username);
    await page.goto(
      withQuery(pages.activity, new URLSearchParams({ actor: demoAccount.username, action: 'report-send' })),
    );
    const activity = page.getByRole('table', { name: 'Activity' });
    await expect(activity.getByRole('row', { name: /Job positions record/ }).first()).toContainText(
      'Accepted by the service',
    );

    // Nothing the browser received, headers or bodies, holds the key; the page's bundle does not either.
    await Promise.all(bodies);
    expect(answers.join('\n')).not.toContain(e2eReportingKey);
    const html = await page.content();
    expect(html).not.toContain(e2eReportingKey);
  },
);

/** Whether `inner` lies within the width of `outer`: not pushed out of view to the right. */
async function expectWithinWidth(inner: Locator, outer: Locator) {
  const [box, frame] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  expect(box).not.toBeNull();
  expect(frame).not.toBeNull();
  if (box === null || frame === null) return;
  expect(box.x).toBeGreaterThanOrEqual(frame.x);
  expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
}

test('a name as long as allowed wraps in every list, and the server refuses a longer one', async ({
  page,
}) => {
  // Issue 18: a long name widened its column until the others (and Edit) were out of view, and a name of
  // any length was sent. This one has no space to wrap at: 120 characters, the most a name may have.
  const name = `${Date.now()}`.padEnd(120, 'W');
  await openSignedIn(page, reportingFormPath('suppliers'));
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
    "The supplier's identifying name, at most 120 characters",
  );
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('radio', { name: /^Process/ }).check();
  await page.getByRole('textbox', { name: 'Hourly value' }).fill('12.5');
  await page.getByRole('button', { name: 'Send supplier' }).click();

  const form = page.getByRole('form', { name: 'Send a supplier' });
  const answer = form.getByRole('table', { name: 'Supplier as returned' });
  await expect(answer.getByRole('row', { name: /Hourly value/ })).toContainText('12.50');
  await expectWithinWidth(answer.getByRole('row', { name: /Standard/ }).getByRole('cell'), form);

  const known = page.getByRole('region', { name: 'Known suppliers' });
  const edit = known.getByRole('button', { name: `Edit supplier ${name}` });
  await expect(edit).toBeVisible();
  await expectWithinWidth(edit, known);
  await expectWithinWidth(known.getByRole('columnheader', { name: 'Hourly value' }), known);
  // The whole name on hover.
  await expect(known.getByTitle(name)).toBeVisible();

  const history = page.getByRole('region', { name: 'Suppliers sent by the team' });
  await expect(history.getByTitle(new RegExp(`^${name}`))).toBeVisible();
  await expectWithinWidth(history.getByRole('columnheader', { name: 'Outcome' }), history);

  // Whatever the page checks, the server holds the same limit: one more character is refused there.
  const longer = `${name}W`;
  const refused = await page.request.post('/reporting/api/integration/v1/supplier', {
    headers: { ...csrfHeader, 'Content-Type': 'application/json' },
    data: { name: longer, type: 3, hourValue: 1 },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({
    error: 'text-too-long',
    message: "A supplier's name can be at most 120 characters; this one has 121.",
  });
  const upstream = await receivedRequests();
  expect(upstream.filter((r) => JSON.stringify(r.body).includes(longer))).toEqual([]);
});
