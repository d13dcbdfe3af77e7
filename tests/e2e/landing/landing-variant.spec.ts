import en from '../../../src/i18n/messages/landing/en.json' with { type: 'json' };
import hu from '../../../src/i18n/messages/landing/hu.json' with { type: 'json' };
import { ROUTES } from '../../../src/i18n/routing';
import { expectNoAxeViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';

const ORIGIN = 'http://127.0.0.1:3100';
// Public paths from the route table (paths.ts reads the breeds, which the test runner cannot load).
const main = (locale: 'en' | 'hu') => `/${locale}${ROUTES['/lp/breeder-profile'].paths[locale]}`;
const variant = (locale: 'en' | 'hu') =>
  `/${locale}${ROUTES['/lp/breeder-profile1'].paths[locale]}`;

test('a new visitor is given a variant that stays the same on every later visit', async ({
  page,
}) => {
  await page.goto(main('en'));
  const cookie = (await page.context().cookies()).find((c) => c.name === 'lp_bp');
  expect(cookie?.value).toMatch(/^(control|A)\.[A-Za-z0-9_-]{22}$/);
  expect(cookie?.httpOnly).toBe(true);
  const first = new URL(page.url()).pathname;
  expect([main('en'), variant('en')]).toContain(first);
  expect(first === variant('en')).toBe(cookie!.value.startsWith('A.'));
  for (let visit = 0; visit < 3; visit++) {
    await page.goto(main('en'));
    expect(new URL(page.url()).pathname).toBe(first);
    const again = (await page.context().cookies()).find((c) => c.name === 'lp_bp');
    expect(again?.value).toBe(cookie!.value);
  }
});

test('a visitor of variant A is sent to its page, which is noindex with the main page as canonical', async ({
  page,
}) => {
  await page
    .context()
    .addCookies([{ name: 'lp_bp', value: 'A.e2eVariantVisitor0001', url: ORIGIN }]);
  const exposure = page.waitForResponse((r) => r.url().includes('/api/landing/exposure'));
  await page.goto(main('hu'));
  expect(new URL(page.url()).pathname).toBe(variant('hu'));
  expect((await exposure).status()).toBe(204);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hu.Landing.variant.title);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical!).pathname).toBe(main('hu'));
  // The variant tells the story the other way round: the live example comes before the plans.
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.indexOf(hu.Landing.variant.proofTitle)).toBeLessThan(
    headings.indexOf(hu.Landing.plansTitle),
  );
  await expectNoAxeViolations(page);
});

test('a control visitor stays on the indexed main page; a forged cookie is replaced', async ({
  page,
}) => {
  await page
    .context()
    .addCookies([{ name: 'lp_bp', value: 'B.forgedforgedforged01', url: ORIGIN }]);
  await page.goto(main('en'));
  const cookie = (await page.context().cookies()).find((c) => c.name === 'lp_bp');
  expect(cookie?.value).toMatch(/^(control|A)\.[A-Za-z0-9_-]{22}$/);
  await page.context().clearCookies();
  await page
    .context()
    .addCookies([{ name: 'lp_bp', value: 'control.e2eControlVisitor02', url: ORIGIN }]);
  await page.goto(main('en'));
  expect(new URL(page.url()).pathname).toBe(main('en'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    en.Landing.service.breeder_profile.title,
  );
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical!).pathname).toBe(main('en'));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^index/);
});
