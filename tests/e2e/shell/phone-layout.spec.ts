import de from '../../../src/i18n/messages/de.json' with { type: 'json' };
import en from '../../../src/i18n/messages/en.json' with { type: 'json' };
import hu from '../../../src/i18n/messages/hu.json' with { type: 'json' };
import pl from '../../../src/i18n/messages/pl.json' with { type: 'json' };
import sr from '../../../src/i18n/messages/sr.json' with { type: 'json' };
import { expectNoAxeViolations } from '../fixtures/axe';
import { publicPages, TEST_LOCALES } from '../fixtures/public-pages';
import { expect, test } from '../fixtures/test';

const messages = { en, hu, de, pl, sr };
const PHONE = { width: 390, height: 844 };

test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

const LOCALES = ['en', ...TEST_LOCALES] as const;

LOCALES.forEach((locale, order) => {
  test(`every public page fits a 390 px phone; a share of them pass axe (${locale})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const m = messages[locale];
    const pages = await publicPages(request, locale);
    await page.goto(pages.home);
    const signIn = await page.getByRole('link', { name: m.Auth.signIn }).getAttribute('href');
    const signUp = await page.getByRole('link', { name: m.Auth.signUp }).getAttribute('href');
    const all = Object.entries({ ...pages, signIn, signUp });
    for (const [index, [kind, path]] of all.entries()) {
      await page.goto(path!);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${kind}: ${path}`).toBeLessThanOrEqual(PHONE.width);
      // Every kind of page meets axe in one of the languages (axe is slow on two shared cores).
      if (index % LOCALES.length === order) await expectNoAxeViolations(page);
    }
  });
});

test('breeders’ avatars and a kennel’s logo are square and cropped, never squeezed', async ({
  page,
  request,
}) => {
  const pages = await publicPages(request, 'pl');
  const shapes = async (selector: string) =>
    page.locator(selector).evaluateAll((images) =>
      images.map((img) => {
        const box = img.getBoundingClientRect();
        return { fit: getComputedStyle(img).objectFit, ratio: box.width / box.height };
      }),
    );
  await page.goto(pages.breeders);
  const avatars = await shapes('.breeder-card img');
  expect(avatars.length).toBeGreaterThan(0);
  for (const avatar of avatars) expect(avatar).toEqual({ fit: 'cover', ratio: 1 });
  await page.goto(pages.kennel);
  expect(await shapes('.kennel-logo')).toEqual([{ fit: 'cover', ratio: 1 }]);
});
