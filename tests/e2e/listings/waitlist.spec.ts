import type { Page } from '@playwright/test';
import fr from '../../../src/i18n/messages/fr.json' with { type: 'json' };
import hu from '../../../src/i18n/messages/hu.json' with { type: 'json' };
import it from '../../../src/i18n/messages/it.json' with { type: 'json' };
import pl from '../../../src/i18n/messages/pl.json' with { type: 'json' };
import pmFr from '../../../src/i18n/messages/puppy-match/fr.json' with { type: 'json' };
import pmHu from '../../../src/i18n/messages/puppy-match/hu.json' with { type: 'json' };
import pmIt from '../../../src/i18n/messages/puppy-match/it.json' with { type: 'json' };
import pmPl from '../../../src/i18n/messages/puppy-match/pl.json' with { type: 'json' };
import wFr from '../../../src/i18n/messages/waitlist/fr.json' with { type: 'json' };
import wHu from '../../../src/i18n/messages/waitlist/hu.json' with { type: 'json' };
import wIt from '../../../src/i18n/messages/waitlist/it.json' with { type: 'json' };
import wPl from '../../../src/i18n/messages/waitlist/pl.json' with { type: 'json' };
import { publishLitter } from '../fixtures/alerts';
import { expectNoAxeViolations } from '../fixtures/axe';
import { signUpConfirmed, type BreederMessages } from '../fixtures/breeder';
import { expectHydrated } from '../fixtures/hydration';
import { subjectsTo } from '../fixtures/mailbox';
import { signInWithPassword } from '../fixtures/sign-in';
import { expect, test } from '../fixtures/test';

const DEMO_BREEDER = 'breeder@demo.local';
const DEMO_PASSWORD = 'dog market demo 2026';
const PHONE = { width: 390, height: 844 };

// The localized paths: the breeder's upcoming litters, a litter's ad (before /<kennel>/<slug>),
// the buyer's applications, and the places line before and after one acceptance.
const LANGUAGES = [
  {
    locale: 'hu',
    m: { ...hu, ...pmHu, ...wHu },
    litters: '/hu/hirdeteseim/varhato-almok',
    ad: '/hu/alom',
    own: '/hu/profil/varolistaim',
    noneTaken: '2 helyből 0 foglalt.',
    oneTaken: '2 helyből 1 foglalt.',
  },
  {
    locale: 'it',
    m: { ...it, ...pmIt, ...wIt },
    litters: '/it/miei-annunci/cucciolate-in-arrivo',
    ad: '/it/cucciolata',
    own: '/it/profilo/liste-di-attesa',
    noneTaken: 'Posti occupati: 0 su 2.',
    oneTaken: 'Posti occupati: 1 su 2.',
  },
  {
    locale: 'pl',
    m: { ...pl, ...pmPl, ...wPl },
    litters: '/pl/moje-ogloszenia/planowane-mioty',
    ad: '/pl/miot',
    own: '/pl/profil/listy-oczekujacych',
    noneTaken: 'Zajęte miejsca: 0 z 2.',
    oneTaken: 'Zajęte miejsca: 1 z 2.',
  },
  {
    locale: 'fr',
    m: { ...fr, ...pmFr, ...wFr },
    litters: '/fr/mes-annonces/portees-a-venir',
    ad: '/fr/portee',
    own: '/fr/profil/listes-d-attente',
    noneTaken: 'Places prises : 0 sur 2.',
    oneTaken: 'Places prises : 1 sur 2.',
  },
] as const;

/** A message with its {placeholders} filled in (the ICU plural forms chosen by hand). */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

async function expectNoSidewaysScroll(page: Page) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(PHONE.width);
}

for (const { locale, m, litters, ad, own, noneTaken, oneTaken } of LANGUAGES) {
  test(`a buyer joins a planned litter's waitlist and the breeder gives place 1 (${locale})`, async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const title = `Komondor waitlist ${locale} ${Date.now()}`;

    // The breeder lists a planned litter and opens its waitlist with two places.
    const breederContext = await browser.newContext();
    const breeder = await breederContext.newPage();
    await signInWithPassword(breeder, m, locale, DEMO_BREEDER, DEMO_PASSWORD);
    const litter = await publishLitter(breeder.request, title);
    await breeder.goto(litters);
    await breeder
      .getByRole('link', { name: m.WaitlistBreeder.manageLink, exact: true })
      .and(breeder.locator(`[aria-describedby="listing-${litter.id}-title"]`))
      .click();
    await expect(
      breeder.getByRole('heading', { level: 1, name: fill(m.WaitlistBreeder.title, { title }) }),
    ).toBeVisible();
    await expect(breeder.getByText(m.WaitlistBreeder.empty)).toBeVisible();
    await breeder.getByRole('checkbox', { name: m.WaitlistBreeder.isOpen }).check();
    await breeder.getByRole('spinbutton', { name: m.WaitlistBreeder.places }).fill('2');
    await breeder.getByRole('button', { name: m.WaitlistBreeder.save, exact: true }).click();
    await expect(breeder.getByText(m.WaitlistBreeder.done.saved)).toBeVisible();
    await expect(breeder.getByRole('spinbutton', { name: m.WaitlistBreeder.places })).toHaveValue(
      '2',
    );
    await expectNoAxeViolations(breeder);

    // A new buyer on a phone finds the waitlist on the litter's ad and applies.
    const buyerContext = await browser.newContext({ viewport: PHONE });
    const buyer = await buyerContext.newPage();
    const buyerEmail = await signUpConfirmed(buyer, m as unknown as BreederMessages, locale);
    await buyer.goto(`${ad}${litter.path}`);
    const section = buyer.getByRole('region', { name: m.WaitlistJoin.adHeading });
    await expect(section.getByText(noneTaken)).toBeVisible();
    await section.getByRole('link', { name: m.WaitlistJoin.join }).click();
    await expect(
      buyer.getByRole('heading', { level: 1, name: fill(m.WaitlistJoin.heading, { title }) }),
    ).toBeVisible();
    const message = buyer.getByRole('textbox', { name: m.WaitlistJoin.message });
    await expectHydrated(message);
    // The message is typed by keyboard, as a person would.
    await message.focus();
    await buyer.keyboard.type('We have a garden and time for a puppy.');
    const form = m.PuppyMatchForm;
    await buyer
      .getByRole('combobox', { name: form.homeTypeLabel, exact: true })
      .selectOption('house');
    await buyer.getByRole('combobox', { name: form.hasGarden, exact: true }).selectOption('yes');
    await buyer
      .getByRole('combobox', { name: form.experienceLabel, exact: true })
      .selectOption('some');
    await buyer.getByRole('combobox', { name: form.hasChildren, exact: true }).selectOption('no');
    await buyer.getByRole('combobox', { name: form.hasOtherPets, exact: true }).selectOption('no');
    await buyer
      .getByRole('combobox', { name: form.workingHoursLabel, exact: true })
      .selectOption('part_time');
    await expectNoSidewaysScroll(buyer);
    await expectNoAxeViolations(buyer);
    await buyer.getByRole('button', { name: m.WaitlistJoin.submit }).click();
    await expect(buyer).toHaveURL(new RegExp(`${own}\\?done=applied$`));
    await expect(buyer.getByText(m.WaitlistOwn.done.applied)).toBeVisible();
    const application = buyer.getByRole('listitem').filter({ hasText: title });
    await expect(application.getByText(m.WaitlistOwn.state.applied)).toBeVisible();
    await expectNoSidewaysScroll(buyer);
    await expectNoAxeViolations(buyer);

    // The breeder reads the application without the buyer's contact, and accepts by keyboard.
    await breeder.reload();
    const card = breeder.getByRole('listitem').filter({ hasText: 'We have a garden' });
    await expect(card.getByText(m.WaitlistBreeder.state.applied, { exact: true })).toBeVisible();
    await expect(card.getByText(m.WaitlistBreeder.contactHidden)).toBeVisible();
    await expect(card.getByText(buyerEmail)).toHaveCount(0);
    const accept = card.getByRole('button', { name: m.WaitlistBreeder.accept, exact: true });
    await expectHydrated(accept);
    await accept.focus();
    await breeder.keyboard.press('Enter');
    await expect(breeder.getByText(m.WaitlistBreeder.done.accept)).toBeVisible();
    const accepted = breeder.getByRole('listitem').filter({ hasText: 'We have a garden' });
    await expect(accepted.getByText(fill(m.WaitlistBreeder.place, { place: 1 }))).toBeVisible();
    await expect(accepted.getByRole('link', { name: buyerEmail })).toBeVisible();
    await expectNoAxeViolations(breeder);

    // The buyer is told by e-mail in their language and sees place 1 on their list.
    const subject = fill(m.WaitlistEmails.waitlistAccepted.subject, { title });
    await expect.poll(() => subjectsTo(buyerEmail), { timeout: 30_000 }).toContain(subject);
    await buyer.goto(own);
    const mine = buyer.getByRole('listitem').filter({ hasText: title });
    await expect(mine.getByText(m.WaitlistOwn.state.accepted)).toBeVisible();
    await expect(mine.getByText(fill(m.WaitlistOwn.place, { place: 1 }))).toBeVisible();

    // The ad counts the taken place.
    await buyer.goto(`${ad}${litter.path}`);
    await expect(
      buyer.getByRole('region', { name: m.WaitlistJoin.adHeading }).getByText(oneTaken),
    ).toBeVisible();
    await breederContext.close();
    await buyerContext.close();
  });
}
