import { createHmac, randomUUID } from 'node:crypto';
import { encodePassword } from '../../src/api/password';
import { demoAccount, demoRobots, demoRuntimeId } from '../../src/mocks/simulator/demo';
import type { AlertDocument } from '../../server/services/webhook-documents';
import { receivedRequests } from '../support/fake-upstream-control';
import { expectNoA11yViolations, signInAt } from '../support/fixtures';
import { expect, stackWebhook, test as ownWorkspace } from '../support/own-workspace';
import { e2ePorts } from '../support/ports';
import { pages } from '../../src/lib/pages';

const minute = 60_000;
const secret = 'e2e-alert-webhook-secret-0123456789abcdef';

/**
 * Starts the demo's queued robot on the fake upstream directly, as another client of the service would:
 * it stays PENDENT there for ten minutes, so the server's follower reads it as still queued.
 */
async function startQueuedRun(): Promise<string> {
  const upstream = `http://127.0.0.1:${e2ePorts.fakeUpstream}`;
  const login = await fetch(`${upstream}/api/user/v2/auth`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: demoAccount.username, password: encodePassword(demoAccount.password) }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const run = await fetch(`${upstream}/api/integration/v2/run/${demoRuntimeId}/${demoRobots.queued}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${access_token}` },
  });
  expect(run.status, 'the fake upstream starts the run').toBe(200);
  return ((await run.json()) as { id: string }).id;
}

const test = ownWorkspace.extend<{ executionId: string; webhook: ReturnType<typeof stackWebhook> }>({
  // eslint-disable-next-line no-empty-pattern
  executionId: async ({}, use) => use(await startQueuedRun()),
  // eslint-disable-next-line no-empty-pattern
  webhook: async ({}, use) => use(stackWebhook(randomUUID())),
  // The server's clock cannot be moved: its journal starts with the run already queued for 10 minutes,
  // under the rule's default limit (15) and over the 5 the test saves, so only the saved limit raises it.
  workspaceSetup: async ({ executionId, webhook }, use) =>
    use({
      env: { NOTIFY_WEBHOOK_URL: webhook.url, NOTIFY_WEBHOOK_SECRET: secret },
      journal: [
        {
          id: executionId,
          runtime: demoRuntimeId,
          robot: demoRobots.queued,
          by: demoAccount.username,
          status: 'PENDENT',
          start: Date.now() - 10 * minute,
        },
      ],
    }),
});

test('an execution that stays queued past the saved limit raises its alert in the header and at the webhook, signed, and the operator acknowledges it', async ({
  page,
  executionId,
  webhook,
}) => {
  // Any page but the overview, which lists the open alerts too.
  await signInAt(page, pages.watchdogs);

  // Nothing is late under the defaults. The team wants to hear of a queue that does not move after 5
  // minutes: saved, the rules make the watchdogs look at once, and the run is late.
  await expect(page.getByRole('button', { name: 'Alerts: none open' })).toBeVisible();
  const minutes = page.getByRole('textbox', { name: 'Minutes in the queue' });
  await expect(minutes).toHaveValue('15');
  await minutes.fill('5');
  await page.getByRole('button', { name: 'Save the settings' }).click();
  await expect(page.getByText('Watchdog settings saved.')).toBeVisible();

  // The one long wait, a bound: the header's next read of the count (every 15 s).
  const button = page.getByRole('button', { name: 'Alerts: 1 open' });
  await expect(button).toBeVisible({ timeout: 30_000 });
  await button.click();
  const alert = page.getByRole('dialog').getByRole('article', { name: 'Queued too long' });
  await expect(alert).toContainText(
    `${executionId} of ${demoRobots.queued} has waited in the queue of ${demoRuntimeId}`,
  );
  await expectNoA11yViolations(page);

  // Not a stale row: the server follows it, reading it from the fake upstream, where it stays queued.
  const read = async () =>
    (await receivedRequests()).some(
      (request) => request.endpoint === 'executionResult' && request.path.endsWith(`/${executionId}`),
    );
  await expect.poll(read).toBe(true);

  // The raise is posted once committed; the receiver checks the signature over the exact body.
  const raised = async () =>
    (await webhook.posts()).find((post) => {
      const document = JSON.parse(post.body) as AlertDocument;
      return document.event === 'alert.raised' && document.subject.executionId === executionId;
    });
  await expect.poll(raised, { timeout: 30_000 }).toBeDefined();
  const post = await raised();
  const body = post?.body ?? '';
  const signed = `${String(post?.headers['x-robot-console-timestamp'])}.${String(post?.headers['x-robot-console-delivery'])}.${body}`;
  expect(post?.headers['x-robot-console-signature']).toBe(
    `sha256=${createHmac('sha256', secret).update(signed).digest('hex')}`,
  );
  expect(JSON.parse(body)).toMatchObject({
    kind: 'queued-too-long',
    subject: { computerId: demoRuntimeId, executionId, robotId: demoRobots.queued },
    resolvedAt: null,
  });

  await alert.getByRole('button', { name: /^Acknowledge: / }).click();
  await alert.getByRole('textbox', { name: 'Note (optional)' }).fill('The Runtime is being restarted');
  await alert.getByRole('button', { name: 'Acknowledge', exact: true }).click();
  await expect(page.getByText('Alert acknowledged.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alerts: none open' })).toBeVisible();

  // The overview keeps it among the latest, with who acknowledged it and the note.
  await page.goto(pages.overview);
  await page.getByRole('region', { name: 'Open alerts' }).getByText('Latest alerts', { exact: true }).click();
  const kept = page
    .getByRole('region', { name: 'Latest alerts' })
    .getByRole('article', { name: 'Queued too long' });
  await expect(kept).toContainText(`Acknowledged by ${demoAccount.username}`);
  await expect(kept).toContainText('The Runtime is being restarted');
});
