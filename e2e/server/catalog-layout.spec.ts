import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/own-workspace';
import { addToTeamCatalog, expectNoSidewaysScroll, settled, openSignedIn } from '../support/fixtures';
import { pages } from '../../src/lib/pages';

// Signed in through the API before the page opens: the sign-in specs fill the form.
test.use({ signedIn: true });

// The longest texts the forms accept, as one word each: the worst case for a layout.
const longName = `Invoice${'X'.repeat(113)}`;
const longId = `RT-${'9'.repeat(197)}`;
const catalog = {
  runtimes: [{ computerId: longId, name: longName, description: `D${'d'.repeat(400)}` }],
  robots: [
    { robotId: `BOT-${'7'.repeat(196)}`, name: `Robot${'Y'.repeat(115)}`, description: '', variables: [] },
  ],
};

/**
 * Wholly inside the window's width as the page opens (nothing scrolled sideways, not even inside a
 * container), and the element the browser finds at its centre is the control itself: nothing covers
 * or clips it.
 */
async function expectWithinReach(page: Page, control: Locator): Promise<void> {
  // Only the page scrolls, and only down: scrolling the control into view would hide a sideways overflow.
  await control.evaluate((element) => {
    window.scrollBy(0, element.getBoundingClientRect().top - window.innerHeight / 2);
  });
  // A notification sliding in is measured where it comes to rest.
  await settled(page);
  const box = await control.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box).not.toBeNull();
  if (box === null) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  const hit = await control.evaluate(
    (element, [x, y]) => {
      const found = document.elementFromPoint(x ?? 0, y ?? 0);
      return found !== null && element.contains(found);
    },
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(hit).toBe(true);
}

/** The button's whole label shows: its text is not cut by the button's width. */
async function expectFullLabel(button: Locator, label: string): Promise<void> {
  await expect(button).toHaveText(label);
  const clipped = await button.evaluate((element) =>
    [element, ...element.querySelectorAll('*')].some((part) => part.scrollWidth > part.clientWidth + 1),
  );
  expect(clipped).toBe(false);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`long names keep Run, Edit, Delete and Undo within reach at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await openSignedIn(page, pages.catalog);
    await addToTeamCatalog(page, catalog);
    await expect(page.getByRole('heading', { name: 'Runtimes' })).toBeVisible();

    await expectNoSidewaysScroll(page);
    const edit = page.getByRole('button', { name: `Edit runtime ${longName}` });
    const remove = page.getByRole('button', { name: `Delete runtime ${longName}` });
    await expectWithinReach(page, edit);
    await expectWithinReach(page, remove);
    await expectWithinReach(page, page.getByRole('button', { name: /^Delete robot / }));
    await expectWithinReach(page, page.getByRole('link', { name: `Run ${catalog.robots[0]?.name ?? ''}` }));
    // A long description takes three lines at most, the whole of it on hover.
    const description = page.getByTitle(catalog.runtimes[0]?.description ?? '');
    await expect(description).toBeVisible();
    const lines = await description.evaluate(
      (element) => element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
    );
    expect(lines).toBeLessThanOrEqual(3.05);

    await edit.click();
    const dialog = page.getByRole('dialog', { name: `Edit runtime ${longName}` });
    await expect(dialog.getByLabel('Runtime id')).toHaveValue(longId);
    await expectNoSidewaysScroll(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await remove.click();
    await page
      .getByRole('dialog', { name: `Delete runtime ${longName}?` })
      .getByRole('button', { name: 'Delete' })
      .click();
    const toast = page.getByRole('alert').filter({ hasText: 'deleted.' });
    await expect(toast).toContainText(longName);
    // The pointer over it keeps it open (it closes by itself otherwise) while it is measured.
    await toast.hover();
    const undo = toast.getByRole('button', { name: 'Undo' });
    await expectFullLabel(undo, 'Undo');
    await expectWithinReach(page, undo);
    await expectNoSidewaysScroll(page);
    await undo.click();
    await expect(edit).toBeVisible();
  });
}
