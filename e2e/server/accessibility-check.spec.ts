import { expectNoA11yViolations, openSignedIn } from '../support/fixtures';
import { expect, test } from '../support/signed-in';
import { pages } from '../../src/lib/pages';

// The sweeps' accessibility check is ours (axe-core's own API, fixtures.ts): it must fail when axe finds
// something, on a page scanned before and after the page changed.
test('the accessibility check fails on what axe finds, on a second scan of the same page too', async ({
  page,
}) => {
  await openSignedIn(page, pages.run);
  await expectNoA11yViolations(page);
  await page.evaluate(() => {
    const unnamed = document.createElement('button');
    unnamed.append(document.createElement('span'));
    document.querySelector('main')?.append(unnamed);
  });
  const failure = await expectNoA11yViolations(page).then(
    () => 'no failure',
    (error: unknown) => String(error),
  );
  expect(failure).toContain('button-name');
});
