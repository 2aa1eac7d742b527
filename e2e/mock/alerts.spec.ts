import { expect, test } from '@playwright/test';
import { csrfHeader } from '../../src/api/csrf';
import { demoRobots } from '../../src/mocks/demo';
import { expectNoA11yViolations, signInAt } from '../support/fixtures';

const minute = 60_000;

test('an execution that stays queued raises its alert in the header, and the operator acknowledges it', async ({
  page,
}) => {
  // The page's clock (the in-page server's, its watchdogs' and the simulated service's) is moved on by
  // the test: minutes of waiting pass in a moment.
  await page.clock.install();
  await signInAt(page, '/watchdogs');

  // The team wants to hear of a queue that does not move after 5 minutes.
  const minutes = page.getByRole('textbox', { name: 'Minutes in the queue' });
  await expect(minutes).toHaveValue('15');
  await minutes.fill('5');
  await page.getByRole('button', { name: 'Save the settings' }).click();
  await expect(page.getByText('Watchdog settings saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alerts: none open' })).toBeVisible();

  // The demo's queued robot waits ten minutes in its Runtime's queue.
  const started = await page.evaluate(
    async ({ headers, robot }) => {
      const response = await fetch(`/orchestrator/api/integration/v2/run/RUNTIME-01/${robot}`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ variables: [] }),
      });
      return (await response.json()) as { id?: string };
    },
    { headers: csrfHeader, robot: demoRobots.queued },
  );
  expect(started.id).toBeDefined();

  // Six minutes on, and the watchdogs' next look (every 30 s).
  await page.clock.fastForward(6 * minute);
  await page.clock.runFor(minute);
  const button = page.getByRole('button', { name: 'Alerts: 1 open' });
  await expect(button).toBeVisible();
  await button.click();
  const alert = page.getByRole('article', { name: 'Queued too long' });
  await expect(alert).toContainText(
    `${started.id ?? ''} of ${demoRobots.queued} has waited in the queue of RUNTIME-01`,
  );
  await expectNoA11yViolations(page);

  await alert.getByRole('button', { name: /^Acknowledge: / }).click();
  await alert.getByRole('textbox', { name: 'Note (optional)' }).fill('The Runtime is being restarted');
  await alert.getByRole('button', { name: 'Acknowledge', exact: true }).click();
  await expect(page.getByText('Alert acknowledged.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Alerts: none open' })).toBeVisible();

  // The overview keeps it among the latest, with who acknowledged it and the note.
  await page.goto('/overview');
  await page.locator('label', { hasText: 'Latest alerts' }).click();
  const kept = page.getByRole('article', { name: 'Queued too long' });
  await expect(kept).toContainText('Acknowledged by');
  await expect(kept).toContainText('The Runtime is being restarted');
});
