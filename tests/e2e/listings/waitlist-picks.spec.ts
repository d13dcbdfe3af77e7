import type { APIRequestContext, Page } from '@playwright/test';
import fr from '../../../src/i18n/messages/fr.json' with { type: 'json' };
import hu from '../../../src/i18n/messages/hu.json' with { type: 'json' };
import it from '../../../src/i18n/messages/it.json' with { type: 'json' };
import pl from '../../../src/i18n/messages/pl.json' with { type: 'json' };
import pmFr from '../../../src/i18n/messages/puppy-match/fr.json' with { type: 'json' };
import pmHu from '../../../src/i18n/messages/puppy-match/hu.json' with { type: 'json' };
import pmIt from '../../../src/i18n/messages/puppy-match/it.json' with { type: 'json' };
import pmPl from '../../../src/i18n/messages/puppy-match/pl.json' with { type: 'json' };
import payFr from '../../../src/i18n/messages/reservations/fr.json' with { type: 'json' };
import payHu from '../../../src/i18n/messages/reservations/hu.json' with { type: 'json' };
import payIt from '../../../src/i18n/messages/reservations/it.json' with { type: 'json' };
import payPl from '../../../src/i18n/messages/reservations/pl.json' with { type: 'json' };
import wFr from '../../../src/i18n/messages/waitlist/fr.json' with { type: 'json' };
import wHu from '../../../src/i18n/messages/waitlist/hu.json' with { type: 'json' };
import wIt from '../../../src/i18n/messages/waitlist/it.json' with { type: 'json' };
import wPl from '../../../src/i18n/messages/waitlist/pl.json' with { type: 'json' };
import { expectNoAxeViolations } from '../fixtures/axe';
import { publishLitter } from '../fixtures/alerts';
import { signUpConfirmed, type BreederMessages } from '../fixtures/breeder';
import { graphql } from '../fixtures/graphql';
import { expectHydrated } from '../fixtures/hydration';
import { publishWithPhoto } from '../fixtures/listing-api';
import { subjectsTo } from '../fixtures/mailbox';
import { signInWithPassword } from '../fixtures/sign-in';
import { expect, test } from '../fixtures/test';

const DEMO_BREEDER = 'breeder@demo.local';
const DEMO_PASSWORD = 'dog market demo 2026';
const PHONE = { width: 390, height: 844 };

// The litter's ad path before /<kennel>/<slug>, the breeder's waitlist page before /<id>, and
// the buyer's applications.
const LANGUAGES = [
  {
    locale: 'hu',
    m: { ...hu, ...pmHu, ...payHu, ...wHu },
    ad: '/hu/alom',
    manage: '/hu/hirdeteseim/varolista',
    own: '/hu/profil/varolistaim',
  },
  {
    locale: 'it',
    m: { ...it, ...pmIt, ...payIt, ...wIt },
    ad: '/it/cucciolata',
    manage: '/it/miei-annunci/lista-di-attesa',
    own: '/it/profilo/liste-di-attesa',
  },
  {
    locale: 'pl',
    m: { ...pl, ...pmPl, ...payPl, ...wPl },
    ad: '/pl/miot',
    manage: '/pl/moje-ogloszenia/lista-oczekujacych',
    own: '/pl/profil/listy-oczekujacych',
  },
  {
    locale: 'fr',
    m: { ...fr, ...pmFr, ...payFr, ...wFr },
    ad: '/fr/portee',
    manage: '/fr/mes-annonces/liste-d-attente',
    own: '/fr/profil/listes-d-attente',
  },
] as const;
type Messages = (typeof LANGUAGES)[number]['m'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A message with its placeholders as wildcards (amounts, dates and titles). */
const pattern = (message: string) =>
  new RegExp(`^${escape(message).replace(/\\\{\w+\\\}/g, '.+')}$`);
/** A message with its {placeholders} filled in. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

const day = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A planned litter in the Netherlands (no chip rule) asking a 100 € deposit; its ad path. */
const depositLitter = (request: APIRequestContext, title: string) =>
  publishLitter(request, title, {
    expectedBirthDate: day(30),
    expectedCount: 4,
    price: 1500,
    priceMax: null,
    currency: 'EUR',
    countryCode: 'NL',
    depositType: 'AMOUNT',
    depositValue: 100,
  });

/** A new buyer on a phone applies from the litter's ad with their buyer profile. */
async function applyFromAd(page: Page, m: Messages, adPath: string, message: string) {
  await page.goto(adPath);
  await page
    .getByRole('region', { name: m.WaitlistJoin.adHeading })
    .getByRole('link', { name: m.WaitlistJoin.join })
    .click();
  const text = page.getByRole('textbox', { name: m.WaitlistJoin.message });
  await expectHydrated(text);
  await text.fill(message);
  const form = m.PuppyMatchForm;
  const choose = (name: string, value: string) =>
    page.getByRole('combobox', { name, exact: true }).selectOption(value);
  await choose(form.homeTypeLabel, 'house');
  await choose(form.hasGarden, 'yes');
  await choose(form.experienceLabel, 'some');
  await choose(form.hasChildren, 'no');
  await choose(form.hasOtherPets, 'no');
  await choose(form.workingHoursLabel, 'part_time');
  await page.getByRole('button', { name: m.WaitlistJoin.submit }).click();
  await expect(page.getByText(m.WaitlistOwn.done.applied)).toBeVisible();
}

for (const { locale, m, ad, manage, own } of LANGUAGES) {
  test(`a waitlisted buyer pays the deposit and, after the birth, picks a puppy in their turn while the next waits (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(300_000);
    const title = `Komondor picks ${locale} ${Date.now()}`;

    // The breeder lists the litter and asks accepted buyers for the waitlist deposit.
    const breederContext = await browser.newContext();
    const breeder = await breederContext.newPage();
    await signInWithPassword(breeder, m, locale, DEMO_BREEDER, DEMO_PASSWORD);
    const litter = await depositLitter(breeder.request, title);
    await breeder.goto(`${manage}/${litter.id}`);
    await breeder.getByRole('checkbox', { name: m.WaitlistBreeder.isOpen }).check();
    await breeder.getByRole('checkbox', { name: m.WaitlistBreeder.depositRequired }).check();
    await breeder.getByRole('button', { name: m.WaitlistBreeder.save, exact: true }).click();
    await expect(breeder.getByText(m.WaitlistBreeder.done.saved)).toBeVisible();
    await expect(
      breeder.getByRole('checkbox', { name: m.WaitlistBreeder.depositRequired }),
    ).toBeChecked();

    // Two families apply; the breeder accepts them in order: places 1 and 2.
    const firstContext = await browser.newContext({ viewport: PHONE });
    const first = await firstContext.newPage();
    const firstEmail = await signUpConfirmed(first, m as unknown as BreederMessages, locale);
    await applyFromAd(first, m, `${ad}${litter.path}`, 'First family, with a garden.');
    const secondContext = await browser.newContext();
    const second = await secondContext.newPage();
    const secondEmail = await signUpConfirmed(second, m as unknown as BreederMessages, locale);
    await applyFromAd(second, m, `${ad}${litter.path}`, 'Second family, near a park.');
    for (const message of ['First family', 'Second family']) {
      await breeder.reload();
      const card = breeder.getByRole('listitem').filter({ hasText: message });
      const accept = card.getByRole('button', { name: m.WaitlistBreeder.accept, exact: true });
      await expectHydrated(accept);
      await accept.click();
      await expect(breeder.getByText(m.WaitlistBreeder.done.accept)).toBeVisible();
    }

    // The first family pays the waitlist deposit with the sandbox's test card.
    await first.goto(own);
    const mine = first.getByRole('listitem').filter({ hasText: title });
    await expect(mine.getByText(pattern(m.WaitlistOwn.deposit.due))).toBeVisible();
    await expectNoAxeViolations(first);
    await mine.getByRole('button', { name: m.WaitlistOwn.payDeposit }).click();
    await expect(
      first.getByRole('heading', {
        level: 1,
        name: fill(m.Checkout.waitlistHeading, { dog: title }),
      }),
    ).toBeVisible();
    await first.getByRole('button', { name: pattern(m.Checkout.pay) }).click();
    await expect(first).toHaveURL(/\/sandbox-pay\/ch_sbx_/);
    await first.getByLabel(m.SandboxCheckout.number, { exact: true }).fill('4242 4242 4242 4242');
    await first.getByLabel(m.SandboxCheckout.expiry, { exact: true }).fill('12/34');
    await first.getByLabel(m.SandboxCheckout.cvc, { exact: true }).fill('123');
    await first.getByRole('button', { name: pattern(m.SandboxCheckout.pay) }).click();
    await expect(
      first.getByRole('heading', { name: m.PaymentResult.waitlistPaidTitle }),
    ).toBeVisible({ timeout: 30_000 });
    await first.getByRole('link', { name: m.PaymentResult.toMyWaitlists }).click();
    await expect(
      first
        .getByRole('listitem')
        .filter({ hasText: title })
        .getByText(pattern(m.WaitlistOwn.deposit.paid)),
    ).toBeVisible();

    // The litter is born; the breeder lists two puppies and starts the picks.
    const { markLitterBorn } = await graphql<{ markLitterBorn: { id: string }[] }>(
      breeder.request,
      'mutation ($id: String!, $input: LitterBornInput!) { markLitterBorn(id: $id, input: $input) { id } }',
      {
        id: litter.id,
        input: { birthDate: day(-1), puppies: [{ sex: 'MALE' }, { sex: 'FEMALE' }] },
      },
    );
    for (const puppy of markLitterBorn) await publishWithPhoto(breeder.request, puppy);
    await breeder.goto(`${manage}/${litter.id}`);
    const start = breeder.getByRole('button', { name: m.WaitlistBreeder.picks.start });
    await expectHydrated(start);
    await start.click();
    await expect(breeder.getByText(m.WaitlistBreeder.done.picksStarted)).toBeVisible();
    await expect(breeder.getByText(m.WaitlistBreeder.picks.running)).toBeVisible();
    await expectNoAxeViolations(breeder);

    // The second family waits: no puppy to choose until the first has chosen.
    await second.goto(own);
    const waiting = second.getByRole('listitem').filter({ hasText: title });
    await expect(waiting.getByText(m.WaitlistOwn.pick.waiting)).toBeVisible();
    await expect(waiting.getByRole('button', { name: m.WaitlistOwn.pick.choose })).toHaveCount(0);

    // The first family, told by e-mail, chooses the first puppy on their phone.
    const turn = fill(m.WaitlistEmails.waitlistPickOpen.subject, { title });
    await expect.poll(() => subjectsTo(firstEmail), { timeout: 30_000 }).toContain(turn);
    await first.goto(own);
    const choosing = first.getByRole('listitem').filter({ hasText: title });
    await expect(choosing.getByText(m.WaitlistOwn.pick.choosing)).toBeVisible();
    const choices = choosing.getByRole('button', { name: m.WaitlistOwn.pick.choose });
    await expect(choices).toHaveCount(2);
    await expectNoAxeViolations(first);
    await expect
      .poll(() => first.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(PHONE.width);
    await expectHydrated(choices.first());
    await choices.first().click();
    await expect(first.getByText(m.WaitlistOwn.done.picked)).toBeVisible();
    await expect(
      first.getByRole('listitem').filter({ hasText: title }).getByText(m.WaitlistOwn.pick.picked),
    ).toBeVisible();

    // Now it is the second family's turn, with the one puppy left.
    await expect.poll(() => subjectsTo(secondEmail), { timeout: 30_000 }).toContain(turn);
    await second.reload();
    const next = second.getByRole('listitem').filter({ hasText: title });
    await expect(next.getByText(m.WaitlistOwn.pick.choosing)).toBeVisible();
    await expect(next.getByRole('button', { name: m.WaitlistOwn.pick.choose })).toHaveCount(1);

    // The breeder sees who chose, and the deposit paid.
    await breeder.reload();
    const chosen = breeder.getByRole('listitem').filter({ hasText: 'First family' });
    await expect(chosen.getByText(m.WaitlistBreeder.pick.picked)).toBeVisible();
    await expect(chosen.getByText(pattern(m.WaitlistBreeder.deposit.paid))).toBeVisible();
    await breederContext.close();
    await firstContext.close();
    await secondContext.close();
  });
}
