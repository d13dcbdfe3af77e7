import de from '../../../src/i18n/messages/de.json' with { type: 'json' };
import en from '../../../src/i18n/messages/en.json' with { type: 'json' };
import sr from '../../../src/i18n/messages/sr.json' with { type: 'json' };
import alertsDe from '../../../src/i18n/messages/alerts/de.json' with { type: 'json' };
import alertsSr from '../../../src/i18n/messages/alerts/sr.json' with { type: 'json' };
import { changePuppyPrice, createKennel, publishPuppy } from '../fixtures/alerts';
import { expectNoAxeViolations } from '../fixtures/axe';
import { signUpConfirmed, type BreederMessages } from '../fixtures/breeder';
import { waitForMail } from '../fixtures/mailbox';
import { expect, test } from '../fixtures/test';

const LANGUAGES = [
  { locale: 'de', m: de, a: alertsDe, path: '/de/profil/benachrichtigungen', drop: /450\.000/ },
  { locale: 'sr', m: sr, a: alertsSr, path: '/sr/profil/obavestenja', drop: /450\.000/ },
] as const;

for (const { locale, m, a, path, drop } of LANGUAGES) {
  test(`a favourite's price drop reaches the buyer by e-mail and in the header's notifications (${locale})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const unique = `${locale}-${Date.now()}`;
    const puppy = { title: `Komondor ${unique}`, sex: 'FEMALE' as const };
    const buyer = await signUpConfirmed(page, m as unknown as BreederMessages, locale);

    const breederContext = await browser.newContext();
    const breederPage = await breederContext.newPage();
    await signUpConfirmed(breederPage, en as unknown as BreederMessages, 'en');
    await createKennel(breederPage.request, `notices-${unique}`);
    const listingId = await publishPuppy(breederPage.request, puppy);

    // The buyer keeps the puppy as a favourite; the breeder then lowers its price.
    const favourite = await page.request.post('/api/graphql', {
      headers: { 'content-type': 'application/json', 'x-graphql-yoga-csrf': '1' },
      data: {
        query: 'mutation ($id: String!) { addFavourite(listingId: $id) { isFavourite } }',
        variables: { id: listingId },
      },
    });
    expect(await favourite.json()).toEqual({ data: { addFavourite: { isFavourite: true } } });
    await changePuppyPrice(breederPage.request, listingId, puppy, 400000);
    await breederContext.close();

    const mail = await waitForMail(buyer, new RegExp(`Komondor ${unique}`));
    expect(mail).toContain(a.AlertEmails.favouriteUpdate.button);

    // The header counts it; its link leads to the list, where it is new, then read.
    await page.goto(`/${locale}`);
    const link = page.getByTestId('unread-notifications');
    await expect(link).toContainText('1');
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const notice = page.getByRole('listitem').filter({ hasText: `Komondor ${unique}` });
    await expect(notice).toContainText(a.Notifications.unread);
    await expect(notice).toContainText(drop);
    await expect(notice.getByRole('link')).toHaveAttribute('href', new RegExp(`/${locale}/`));
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);
    await expect
      .poll(async () => {
        await page.reload();
        return page.getByTestId('unread-notifications').textContent();
      })
      .toBe(a.Notifications.headerLink);
    await expect(
      page.getByRole('listitem').filter({ hasText: `Komondor ${unique}` }),
    ).not.toContainText(a.Notifications.unread);
  });
}
