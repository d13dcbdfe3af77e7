import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../fixtures/axe';
import { publicPages, TEST_LOCALES } from '../fixtures/public-pages';
import { expect, test } from '../fixtures/test';

interface FocusStop {
  name: string;
  isFavourite: boolean;
  isInFooter: boolean;
  /** The focused element's box overlaps the header's (the header hides it). */
  isUnderHeader: boolean;
}

/** Where the focus is after a Tab, and whether the sticky header covers it. */
function focusStop(page: Page): Promise<FocusStop | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    const header = document.querySelector('.site-header');
    if (!element || element === document.body || !header) return null;
    const box = element.getBoundingClientRect();
    const bar = header.getBoundingClientRect();
    const isInHeader = header.contains(element);
    return {
      name: `${element.tagName} ${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40)}`,
      isFavourite: element.classList.contains('favourite-button'),
      isInFooter: Boolean(element.closest('footer')),
      isUnderHeader: !isInHeader && box.top < bar.bottom - 1 && box.bottom > bar.top,
    };
  });
}

const SCREENS = [
  { name: 'a 390 px phone', viewport: { width: 390, height: 844 } },
  { name: '400 % zoom', viewport: { width: 320, height: 200 } },
];

for (const screen of SCREENS) {
  for (const locale of TEST_LOCALES) {
    test(`tabbing through search results never hides the focus under the header: ${screen.name}, ${locale}`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(screen.viewport);
      const { search } = await publicPages(request, locale);
      await page.goto(search);
      await page.waitForLoadState('networkidle');
      const hidden: string[] = [];
      let favourites = 0;
      for (let stops = 0; stops < 200; stops++) {
        await page.keyboard.press('Tab');
        const stop = await focusStop(page);
        if (!stop) continue;
        if (stop.isInFooter) break;
        if (stop.isFavourite) favourites++;
        if (stop.isUnderHeader) hidden.push(stop.name);
      }
      expect(favourites, 'the results’ favourite buttons were reached').toBeGreaterThan(5);
      expect(hidden).toEqual([]);
    });
  }
}

test('at 400 % zoom the header scrolls away instead of covering the screen', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 320, height: 200 });
  const { search } = await publicPages(request, 'de');
  await page.goto(search);
  await page.mouse.wheel(0, 1500);
  await expect
    .poll(() =>
      page.locator('.site-header').evaluate((header) => {
        const box = header.getBoundingClientRect();
        return Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0));
      }),
    )
    .toBeLessThan(50);
  await expectNoAxeViolations(page);
});
