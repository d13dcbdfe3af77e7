import type { Browser, Page } from '@playwright/test';
import de from '../../../src/i18n/messages/de.json' with { type: 'json' };
import en from '../../../src/i18n/messages/en.json' with { type: 'json' };
import ro from '../../../src/i18n/messages/ro.json' with { type: 'json' };
import sr from '../../../src/i18n/messages/sr.json' with { type: 'json' };
import pmDe from '../../../src/i18n/messages/puppy-match/de.json' with { type: 'json' };
import pmEn from '../../../src/i18n/messages/puppy-match/en.json' with { type: 'json' };
import pmRo from '../../../src/i18n/messages/puppy-match/ro.json' with { type: 'json' };
import pmSr from '../../../src/i18n/messages/puppy-match/sr.json' with { type: 'json' };
import { signInAdminWithNewSecondFactor } from '../fixtures/admin-second-factor';
import { createKennel, publishPuppy } from '../fixtures/alerts';
import { expectNoAxeViolations } from '../fixtures/axe';
import { signUpConfirmed, type BreederMessages } from '../fixtures/breeder';
import { expect, test } from '../fixtures/test';

// admin6 turns on its second factor on its first visit: fresh demo data only.
const DEMO_PASSWORD = 'dog market demo 2026';
const PHONE = { width: 390, height: 844 };
const LANGUAGES = [
  {
    locale: 'en',
    m: en,
    pm: pmEn,
    paths: ['/en/lp/puppy-match', '/en/profile/puppy-requests', '/en/profile/puppy-match'],
  },
  {
    locale: 'de',
    m: de,
    pm: pmDe,
    paths: ['/de/lp/welpen-match', '/de/profil/welpen-anfragen', '/de/profil/welpen-match'],
  },
  {
    locale: 'ro',
    m: ro,
    pm: pmRo,
    paths: ['/ro/lp/potrivire-catei', '/ro/profil/cereri-catei', '/ro/profil/potrivire-catei'],
  },
  {
    locale: 'sr',
    m: sr,
    pm: pmSr,
    paths: [
      '/sr/lp/pronalazenje-steneta',
      '/sr/profil/zahtevi-za-stene',
      '/sr/profil/pronalazenje-steneta',
    ],
  },
] as const;

test.describe.configure({ mode: 'serial' });

let breederState: Awaited<ReturnType<Awaited<ReturnType<Browser['newContext']>>['storageState']>>;
let breederEmail = '';
let puppyTitle = '';

async function fitsPhone(page: Page) {
  await page.setViewportSize(PHONE);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const graphqlRequests = (page: Page) =>
  page.request.post('/api/graphql', {
    headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
    data: { query: '{ puppyMatchRequests { id } }' },
  });

test('a breeder without puppy-match is refused, then an admin grants it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const breederContext = await browser.newContext();
  const breeder = await breederContext.newPage();
  breederEmail = await signUpConfirmed(breeder, en as unknown as BreederMessages, 'en');
  const unique = `${Date.now()}`;
  await createKennel(breeder.request, `puppy-match-${unique}`);
  puppyTitle = `Komondor match ${unique}`;
  await publishPuppy(breeder.request, { title: puppyTitle, sex: 'FEMALE' });

  // The page offers the subscription instead of requests, and GraphQL refuses the list.
  await breeder.goto('/en/profile/puppy-match');
  await expect(breeder.getByText(pmEn.PuppyMatchBreeder.subscribeIntro)).toBeVisible();
  const subscribe = breeder.getByRole('link', { name: pmEn.PuppyMatchBreeder.subscribe });
  await expect(subscribe).toHaveAttribute('href', '/en/lp/puppy-match');
  await expectNoAxeViolations(breeder);
  await fitsPhone(breeder);
  const refused = await (await graphqlRequests(breeder)).json();
  expect(refused.data).toBeNull();
  expect(refused.errors[0].extensions.code).toBe('FORBIDDEN');

  await signInAdminWithNewSecondFactor(page, 'admin6@demo.local', DEMO_PASSWORD);
  await page.goto('/en/admin/subscriptions');
  const grant = page.getByRole('form', { name: 'Grant a plan' });
  await grant.getByLabel('Account e-mail').fill(breederEmail);
  await grant.getByLabel('Plan').selectOption({ label: 'Puppy match' });
  await grant.getByLabel('Months').fill('1');
  await grant.getByLabel(/^Reason/).fill('Puppy-match browser test.');
  await grant.getByRole('button', { name: 'Grant' }).click();
  await expect(grant.getByRole('status')).toHaveText('Granted.');

  const allowed = await (await graphqlRequests(breeder)).json();
  expect(allowed).toEqual({ data: { puppyMatchRequests: expect.any(Array) } });
  breederState = await breederContext.storageState();
  await breederContext.close();
});

for (const { locale, m, pm, paths } of LANGUAGES) {
  const [landing, buyerList, breederList] = paths;
  test(`a buyer files a request, a subscribed breeder offers a puppy, the buyer accepts (${locale})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const f = pm.PuppyMatchForm;
    const unique = `${locale}-${Date.now()}`;
    await signUpConfirmed(page, m as unknown as BreederMessages, locale);

    // From the landing page's buyer call to action, by keyboard, to the form.
    await page.goto(landing);
    const cta = page.getByRole('link', { name: pm.PuppyMatchLanding.buyerCta });
    await cta.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: f.title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    await fitsPhone(page);

    const form = page.locator('form.puppy-request-form');
    await form.getByLabel(f.breeds).selectOption('komondor');
    await form.getByLabel(f.ageLabel, { exact: true }).selectOption('puppy');
    await form.getByLabel(f.budget, { exact: true }).fill('-5');
    await form.getByLabel(f.currency, { exact: true }).selectOption('HUF');
    await form.getByLabel(f.country, { exact: true }).selectOption('HU');
    await form.locator('input[name="travelKm"]').fill('300');
    await form.getByLabel(f.message, { exact: true }).fill(`Request ${unique}`);
    await form.getByLabel(f.homeTypeLabel, { exact: true }).selectOption('house');
    await form.getByLabel(f.hasGarden, { exact: true }).selectOption('yes');
    await form.getByLabel(f.experienceLabel, { exact: true }).selectOption('some');
    await form.getByLabel(f.hasChildren, { exact: true }).selectOption('no');
    await form.getByLabel(f.hasOtherPets, { exact: true }).selectOption('no');
    await form.getByLabel(f.workingHoursLabel, { exact: true }).selectOption('part_time');
    await form.getByRole('button', { name: f.submit }).click();
    await expect(form.getByRole('alert')).toHaveText(m.Errors.budgetNegative);
    // The refusal keeps every answer the buyer gave (no silent reset of the selects).
    await expect(form.getByLabel(f.country, { exact: true })).toHaveValue('HU');
    await expect(form.getByLabel(f.currency, { exact: true })).toHaveValue('HUF');

    await form.getByLabel(f.budget, { exact: true }).fill('900000');
    await form.getByRole('button', { name: f.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${buyerList}\\?done=created$`));
    await expect(
      page.getByRole('status').filter({ hasText: pm.PuppyMatchRequests.done.created }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await fitsPhone(page);

    // The subscribed breeder sees it with its reasons, in the same language, and offers.
    const context = await browser.newContext({
      storageState: breederState,
    });
    const breeder = await context.newPage();
    await breeder.goto(breederList);
    const b = pm.PuppyMatchBreeder;
    const request = breeder.getByRole('listitem').filter({ hasText: `Request ${unique}` });
    await expect(request).toBeVisible();
    const reasons = request.getByRole('list', {
      name: b.reasonsLabel.replace('{title}', puppyTitle),
    });
    await expect(reasons).toContainText(b.reason.breed);
    await expect(reasons).toContainText(b.reason.budget);
    await expect(reasons).toContainText(b.reason.country);
    await expect(request).not.toContainText('@example.test');
    await expectNoAxeViolations(breeder);
    await fitsPhone(breeder);
    await request
      .getByLabel(b.messageLabel.replace('{title}', puppyTitle))
      .fill(`She is calm, ${unique}.`);
    await request.getByRole('button', { name: b.offer.replace('{title}', puppyTitle) }).click();
    await expect(breeder.getByRole('status').filter({ hasText: b.offeredDone })).toBeVisible();
    await context.close();

    // The buyer sees the offer without the contact, accepts by keyboard, then sees it.
    const r = pm.PuppyMatchRequests;
    await page.goto(buyerList);
    const offer = page
      .getByRole('listitem')
      .filter({ hasText: `She is calm, ${unique}.` })
      .last();
    await expect(offer).toContainText(r.offerStatus.pending);
    await expect(offer).not.toContainText(breederEmail);
    const accept = offer.getByRole('button', { name: r.accept.replace('{title}', puppyTitle) });
    await accept.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: r.done.accept })).toBeVisible();
    const accepted = page
      .getByRole('listitem')
      .filter({ hasText: `She is calm, ${unique}.` })
      .last();
    await expect(accepted).toContainText(breederEmail);
    await expect(accepted.getByRole('link', { name: r.viewAd })).toHaveAttribute(
      'href',
      new RegExp(`^/${locale}/`),
    );
    await expectNoAxeViolations(page);
  });
}
