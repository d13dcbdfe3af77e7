import type { Browser, Page } from '@playwright/test';
import deBase from '../../../src/i18n/messages/de.json' with { type: 'json' };
import enBase from '../../../src/i18n/messages/en.json' with { type: 'json' };
import huBase from '../../../src/i18n/messages/hu.json' with { type: 'json' };
import deComplaints from '../../../src/i18n/messages/complaints/de.json' with { type: 'json' };
import enComplaints from '../../../src/i18n/messages/complaints/en.json' with { type: 'json' };
import huComplaints from '../../../src/i18n/messages/complaints/hu.json' with { type: 'json' };
import deFavourites from '../../../src/i18n/messages/favourites/de.json' with { type: 'json' };
import enFavourites from '../../../src/i18n/messages/favourites/en.json' with { type: 'json' };
import huFavourites from '../../../src/i18n/messages/favourites/hu.json' with { type: 'json' };
import deListings from '../../../src/i18n/messages/listings/de.json' with { type: 'json' };
import enListings from '../../../src/i18n/messages/listings/en.json' with { type: 'json' };
import huListings from '../../../src/i18n/messages/listings/hu.json' with { type: 'json' };
import deReservations from '../../../src/i18n/messages/reservations/de.json' with { type: 'json' };
import enReservations from '../../../src/i18n/messages/reservations/en.json' with { type: 'json' };
import huReservations from '../../../src/i18n/messages/reservations/hu.json' with { type: 'json' };
import deReviews from '../../../src/i18n/messages/reviews/de.json' with { type: 'json' };
import enReviews from '../../../src/i18n/messages/reviews/en.json' with { type: 'json' };
import huReviews from '../../../src/i18n/messages/reviews/hu.json' with { type: 'json' };
import adEn from '../../../src/i18n/messages/ad/en.json' with { type: 'json' };
import adHu from '../../../src/i18n/messages/ad/hu.json' with { type: 'json' };
import { signInAdminWithNewSecondFactor } from '../fixtures/admin-second-factor';
import { expectNoAxeViolations } from '../fixtures/axe';
import { signUpConfirmed, type BreederMessages } from '../fixtures/breeder';
import { subjectsTo } from '../fixtures/mailbox';
import { signInWithPassword } from '../fixtures/sign-in';
import { expect, test } from '../fixtures/test';

const DEMO_BREEDER = 'breeder@demo.local';
const DEMO_PASSWORD = 'dog market demo 2026';

const MESSAGES = {
  hu: {
    ...huBase,
    ...huListings,
    ...huFavourites,
    ...huReservations,
    ...huReviews,
    ...huComplaints,
  },
  en: {
    ...enBase,
    ...enListings,
    ...enFavourites,
    ...enReservations,
    ...enReviews,
    ...enComplaints,
  },
  de: {
    ...deBase,
    ...deListings,
    ...deFavourites,
    ...deReservations,
    ...deReviews,
    ...deComplaints,
  },
};
type Lang = keyof typeof MESSAGES;
type Messages = (typeof MESSAGES)[Lang];

/** The report form's texts (the ad namespace) in the two languages that report a review. */
const REPORT_MESSAGES = { hu: adHu, en: adEn } as const;
/** One branch of an ICU select message, e.g. the review's "Report this review". */
const selectOf = (message: string, branch: string) =>
  new RegExp(`${branch} \\{([^}]*)\\}`).exec(message)![1]!;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A message with its placeholders as wildcards, for names that carry amounts or titles. */
const pattern = (message: string) =>
  new RegExp(`^${escape(message).replace(/\\\{\w+\\\}/g, '.+')}$`);

// One demo breeder's dogs are reserved one after another; its session is opened once.
test.describe.configure({ mode: 'serial' });

let breederPage: Page;

test.beforeAll(async ({ browser }: { browser: Browser }) => {
  const context = await browser.newContext();
  breederPage = await context.newPage();
  await signInWithPassword(breederPage, enBase, 'en', DEMO_BREEDER, DEMO_PASSWORD);
});

test.afterAll(async () => {
  await breederPage?.context().close();
});

/**
 * The public address of one of the demo breeder's puppies that can be reserved now (a
 * puppy on sale with a deposit), read from the breeder's own "My listings".
 */
async function reservablePuppy(buyer: Page, m: Messages, lang: Lang) {
  // English-form paths redirect to the language's own (/hu/my-listings → /hu/…).
  await breederPage.goto(`/${lang}/my-listings?sort=dateAsc`);
  const links = await breederPage
    .getByRole('link', { name: m.MyListings.viewAd })
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
  for (const href of links) {
    await buyer.goto(href);
    const reserve = buyer.getByRole('button', { name: pattern(m.Reserve.button) });
    if (await reserve.isVisible()) return href;
  }
  throw new Error('the demo breeder has no puppy to reserve');
}

async function breedSearchPath(buyer: Page) {
  // The ad's breadcrumb leads to its breed's search page (second-to-last crumb).
  const crumbs = buyer.getByRole('navigation').filter({ has: buyer.locator('ol') });
  const links = await crumbs
    .first()
    .getByRole('link')
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!));
  return links[links.length - 1]!;
}

async function payWithCard(buyer: Page, m: Messages, number: string) {
  await buyer.getByRole('button', { name: pattern(m.Checkout.pay) }).click();
  await expect(buyer).toHaveURL(/\/sandbox-pay\/ch_sbx_/);
  await buyer.getByLabel(m.SandboxCheckout.number, { exact: true }).fill(number);
  await buyer.getByLabel(m.SandboxCheckout.expiry, { exact: true }).fill('12/34');
  await buyer.getByLabel(m.SandboxCheckout.cvc, { exact: true }).fill('123');
  await buyer.getByRole('button', { name: pattern(m.SandboxCheckout.pay) }).click();
}

for (const lang of ['hu', 'en'] as const) {
  test(`a buyer finds, favourites, reserves, pays for, buys, reviews and reports a puppy (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const m = MESSAGES[lang];
    const buyerEmail = await signUpConfirmed(page, m as unknown as BreederMessages, lang);
    const adPath = await reservablePuppy(page, m, lang);
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();

    // Search: the breed's list shows the dog (on one of its pages); it is saved to the wish
    // list from its card.
    const breedPath = await breedSearchPath(page);
    const card = page.locator('.listing-card').filter({
      has: page.locator(`a[href="${adPath}"]`),
    });
    for (let number = 1; number <= 10; number++) {
      await page.goto(number === 1 ? breedPath : `${breedPath}?page=${number}`);
      if ((await card.count()) > 0) break;
    }
    await expect(card).toBeVisible();
    const favourite = card.getByRole('button', {
      name: m.Favourites.add.replace('{title}', title),
    });
    await favourite.click();
    await expect(
      card.getByRole('button', { name: m.Favourites.remove.replace('{title}', title) }),
    ).toHaveAttribute('aria-pressed', 'true');

    // The ad: reserve, see the deposit and refund policy, pay with the sandbox's test card.
    await card.locator(`a[href="${adPath}"]`).first().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: pattern(m.Reserve.button) }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: m.Checkout.heading.replace('{dog}', title) }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: m.Checkout.refundPolicy })).toBeVisible();
    await payWithCard(page, m, '4242 4242 4242 4242');
    await expect(page.getByRole('heading', { name: m.PaymentResult.paidTitle })).toBeVisible({
      timeout: 20_000,
    });

    // My dogs: reserved now, and still on the wish list.
    await page.getByRole('link', { name: m.PaymentResult.toMyDogs }).click();
    const reservation = page.locator('.reservation-item').filter({ hasText: title });
    await expect(
      reservation.getByText(m.ReservationStatus.deposited, { exact: true }),
    ).toBeVisible();
    // Paid: each side now sees the other's contact details.
    await expect(reservation.locator('a[href^="mailto:"]')).toBeVisible();
    await page.getByRole('link', { name: m.MyDogs.tabs.wishList }).click();
    await expect(page.getByText(title)).toBeVisible();

    // The breeder sees the reservation (and got the e-mail), and marks the sale completed.
    await breederPage.goto(`/${lang}/my-listings/reserved`);
    // By the ad's link: the demo kennel has other puppies of the same title, reserved by others.
    const row = breederPage.locator('.kennel-reservations .reservation-item').filter({
      has: breederPage.locator(`a[href="${adPath}"]`),
    });
    await expect(row).toBeVisible();
    await expect(row.locator(`a[href="mailto:${buyerEmail}"]`)).toBeVisible();
    await expect
      .poll(() => subjectsTo(DEMO_BREEDER).some((subject) => subject.includes(title)))
      .toBe(true);
    await row.getByRole('button', { name: m.KennelReservations.markCompleted }).click();
    await expect(breederPage.getByText(m.KennelReservations.done.marked)).toBeVisible();

    // The buyer confirms: the dog moves to purchased, with the invitation to review.
    await page.getByRole('link', { name: m.MyDogs.tabs.reserved }).click();
    await page
      .locator('.reservation-item')
      .filter({ hasText: title })
      .getByRole('button', { name: m.MyReservations.confirm })
      .click();
    await expect(page.getByText(m.MyReservations.done.confirmed)).toBeVisible();
    const bought = page.locator('.reservation-item').filter({ hasText: title });
    await expect(bought.getByText(m.ReservationStatus.completed, { exact: true })).toBeVisible();
    await expect.poll(() => subjectsTo(buyerEmail).length).toBeGreaterThanOrEqual(3); // confirmation, deposit receipt, review invitation

    // The review: five stars and a few words; it appears on the kennel's page.
    await bought.getByRole('link', { name: m.MyReservations.review }).click();
    await page.getByRole('radio', { name: m.ReviewPage.star5 }).check();
    const words = `Egészséges, vidám kiskutya, a tenyésztő mindenben segített (${lang}).`;
    await page.getByRole('textbox', { name: m.ReviewPage.text }).fill(words);
    await page.getByRole('button', { name: m.ReviewPage.submit }).click();
    await expect(page.getByRole('heading', { name: m.ReviewPage.thanksTitle })).toBeVisible();
    const toKennel = page.getByRole('link', { name: pattern(m.ReviewPage.toKennel) });
    const kennelPage = (await toKennel.getAttribute('href'))!;
    await toKennel.click();
    await expect(page).toHaveURL(new RegExp(`${escape(kennelPage)}$`));
    await expect(page.locator('.review-list').getByText(words)).toBeVisible();

    // A visitor who doubts the review reports it to the moderators; it is confirmed at once.
    const reporter = await (await browser.newContext()).newPage();
    const r = REPORT_MESSAGES[lang].ReportForm;
    const reviewItem = reporter.locator('.review-list > li').filter({ hasText: words });
    // The kennel's cached page is refreshed in the background: a visitor may see the review on
    // their next visit rather than this one.
    await expect(async () => {
      await reporter.goto(kennelPage);
      await expect(reviewItem).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await reviewItem.getByText(selectOf(r.open, 'review')).click();
    await reviewItem.getByRole('radio', { name: r.reasons.wrong_information }).check();
    const complaint = `This review was written by the kennel itself (${lang} ${Date.now()}).`;
    await reviewItem.getByLabel(r.text).fill(complaint);
    await reviewItem.getByRole('button', { name: r.send }).click();
    await expect(
      reviewItem.getByRole('status').filter({ hasText: selectOf(r.sent, 'review') }),
    ).toBeVisible();
    await expectNoAxeViolations(reporter);
    if (lang === 'en') {
      // A verification admin finds the case in the queue by the report and hides the review;
      // the kennel's page no longer shows it.
      const admin = await (await browser.newContext()).newPage();
      await signInAdminWithNewSecondFactor(admin, 'adminv6@demo.local', DEMO_PASSWORD);
      await admin.goto('/en/admin/moderation');
      const cases = admin
        .getByRole('table', { name: 'Open cases' })
        .getByRole('link', { name: /^Review: / });
      const links = await cases.evaluateAll((anchors) =>
        anchors.map((anchor) => anchor.getAttribute('href')!),
      );
      let found = false;
      for (const link of links) {
        await admin.goto(link);
        if ((await admin.getByText(complaint).count()) === 0) continue;
        found = true;
        await admin.getByRole('radio', { name: 'Hide it from the site' }).check();
        await admin
          .getByLabel('Facts and reasons')
          .fill('The review was written by its own kennel.');
        await admin.getByRole('button', { name: 'Decide' }).click();
        await expect(
          admin.getByText(/^Hidden on \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/),
        ).toBeVisible();
        break;
      }
      expect(found).toBe(true);
      await reporter.goto(kennelPage);
      await expect(reporter.getByText(words)).toHaveCount(0);
      await admin.context().close();
    }
    await reporter.context().close();

    // A problem after the purchase: reported from My dogs, with its status shown.
    await page.goto(`/${lang}/my-dogs/purchased`);
    await page
      .locator('.reservation-item')
      .filter({ hasText: title })
      .getByRole('link', { name: m.MyReservations.problem })
      .click();
    await page
      .getByLabel(m.ProblemPage.form.category, { exact: true })
      .selectOption({ label: m.ComplaintCategories.documents });
    await page
      .getByLabel(m.ProblemPage.form.description, { exact: true })
      .fill('The pedigree papers promised at the hand-over have not arrived after two weeks.');
    await page.getByRole('button', { name: m.ProblemPage.form.send }).click();
    await expect(page.getByText(m.ProblemPage.filed)).toBeVisible();
    await expect(page.getByText(m.ComplaintStatus.open, { exact: true }).first()).toBeVisible();

    // The sold dog's ad is gone from the site.
    const response = await page.goto(adPath);
    expect(response?.status()).toBe(404);
  });
}

test('a declined card shows as declined and another card pays while the hold lasts (de)', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const m = MESSAGES.de;
  await signUpConfirmed(page, m as unknown as BreederMessages, 'de');
  await reservablePuppy(page, m, 'de');
  await page.getByRole('button', { name: pattern(m.Reserve.button) }).click();

  // Every payment page of the sandbox says that no money moves.
  await expect(page.getByRole('note')).toHaveText(m.Checkout.testMode);
  // A wrongly typed card is refused on the card page itself, field by field.
  await page.getByRole('button', { name: pattern(m.Checkout.pay) }).click();
  const card = async (number: string, expiry = '12/34', cvc = '123') => {
    await page.getByLabel(m.SandboxCheckout.number, { exact: true }).fill(number);
    await page.getByLabel(m.SandboxCheckout.expiry, { exact: true }).fill(expiry);
    await page.getByLabel(m.SandboxCheckout.cvc, { exact: true }).fill(cvc);
    await page.getByRole('button', { name: pattern(m.SandboxCheckout.pay) }).click();
  };
  await card('4242 4242 4242 4241', '01/20', '1');
  await expect(page.getByText(m.SandboxCheckout.badge)).toBeVisible();
  await expect(page.getByText(m.SandboxCheckout.errors.invalidNumber)).toBeVisible();
  await expect(page.getByText(m.SandboxCheckout.errors.invalidExpiry)).toBeVisible();
  await expect(page.getByText(m.SandboxCheckout.errors.invalidCvc)).toBeVisible();

  // Declined: said so in an error notice, with the reason; the puppy stays held.
  await card('4000 0000 0000 0002');
  const declined = page.getByRole('heading', { name: m.PaymentResult.declinedTitle });
  await expect(declined).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.notice.error')).toContainText(m.PaymentResult.declinedTitle);
  await expect(page.getByText(m.PaymentFailures.card_declined)).toBeVisible();
  await expect(page.getByText(m.PaymentResult.declinedText)).toBeVisible();
  await expect(page.getByRole('note')).toHaveText(m.PaymentResult.testMode);

  // Another card, at once: the deposit is paid.
  await page.getByRole('link', { name: m.PaymentResult.tryAnotherCard }).click();
  await page.getByRole('button', { name: pattern(m.Checkout.pay) }).click();
  await card('4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: m.PaymentResult.paidTitle })).toBeVisible({
    timeout: 20_000,
  });
});
