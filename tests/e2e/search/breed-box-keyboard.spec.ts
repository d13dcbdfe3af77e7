import de from '../../../src/i18n/messages/de.json' with { type: 'json' };
import hu from '../../../src/i18n/messages/hu.json' with { type: 'json' };
import pl from '../../../src/i18n/messages/pl.json' with { type: 'json' };
import sr from '../../../src/i18n/messages/sr.json' with { type: 'json' };
import deSearch from '../../../src/i18n/messages/search/de.json' with { type: 'json' };
import huSearch from '../../../src/i18n/messages/search/hu.json' with { type: 'json' };
import plSearch from '../../../src/i18n/messages/search/pl.json' with { type: 'json' };
import srSearch from '../../../src/i18n/messages/search/sr.json' with { type: 'json' };
import { expectNoAxeViolations } from '../fixtures/axe';
import { publicPages } from '../fixtures/public-pages';
import { expect, test } from '../fixtures/test';

const messages = {
  hu: { ...hu, ...huSearch },
  de: { ...de, ...deSearch },
  pl: { ...pl, ...plSearch },
  sr: { ...sr, ...srSearch },
};

for (const [locale, m] of Object.entries(messages)) {
  test(`Tab from the open breed list moves on to the search button (${locale}) @phone`, async ({
    page,
    request,
  }) => {
    // The breeds page lists every breed: thousands of nodes to query on a busy machine.
    test.setTimeout(120_000);
    const pages = await publicPages(request, locale);
    for (const path of [pages.home, pages.breeds]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const box = page.getByRole('combobox', { name: m.Header.searchLabel });
      await box.focus();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('listbox', { name: m.Header.searchLabel })).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: m.Header.searchButton })).toBeFocused();
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await page.keyboard.press('Shift+Tab');
      await expect(box).toBeFocused();
    }
  });

  test(`the breeds page’s navigation landmarks have names of their own (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const { breeds } = await publicPages(request, locale);
    for (const view of ['', '?view=az']) {
      await page.goto(breeds + view);
      const names = await page
        .getByRole('navigation')
        .evaluateAll((navs) => navs.map((nav) => nav.getAttribute('aria-label')));
      expect(names).toContain(m.Breeds.groupBy);
      expect(names).toContain(view ? m.BreedsPage.letters : m.BreedsPage.groups);
      expect(new Set(names).size, names.join(' | ')).toBe(names.length);
      // axe reads the page's thousands of links for a minute on a busy machine: one view is enough.
      if (!view) await expectNoAxeViolations(page);
    }
  });
}
