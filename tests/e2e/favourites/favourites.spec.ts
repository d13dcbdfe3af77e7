import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import enBase from '../../../src/i18n/messages/en.json' with { type: 'json' };
import enFavourites from '../../../src/i18n/messages/favourites/en.json' with { type: 'json' };
import huBase from '../../../src/i18n/messages/hu.json' with { type: 'json' };
import huFavourites from '../../../src/i18n/messages/favourites/hu.json' with { type: 'json' };
import { acceptTerms, confirmEmail } from '../fixtures/consent';
import { tokenLink, waitForMail } from '../fixtures/mailbox';
import { exactUrl, literal } from '../fixtures/search';
import { submitSignIn } from '../fixtures/sign-in';

const PASSWORD = 'a long and secret buyer passphrase';

/** The messages this journey reads: sign-in and profile of the shell, and the favourites area. */
type Messages = Pick<typeof enBase, 'Auth' | 'Profile'> & typeof enFavourites;

interface Language {
  m: Messages;
  search: string;
  signIn: string;
  wishList: string;
  adPath: RegExp;
}

const LANGUAGES: Record<'hu' | 'en', Language> = {
  hu: {
    m: { ...huBase, ...huFavourites },
    search: '/hu/elado-kiskutyak',
    signIn: '/hu/bejelentkezes',
    wishList: '/hu/kutyaim/kivansaglista',
    adPath: /^\/hu\/kiskutya\/[a-z0-9-]+\/[a-z0-9-]+$/,
  },
  en: {
    m: { ...enBase, ...enFavourites },
    search: '/en/puppies-for-sale',
    signIn: '/en/sign-in',
    wishList: '/en/my-dogs/my-wish-list',
    adPath: /^\/en\/puppy\/[a-z0-9-]+\/[a-z0-9-]+$/,
  },
};

const addName = (m: Messages, title: string) => m.Favourites.add.replace('{title}', title);
const removeName = (m: Messages, title: string) => m.Favourites.remove.replace('{title}', title);

/** A favourite toggle, once the page has asked the server about the viewer's favourites. */
async function heart(page: Page | Locator, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  await expect(button).toHaveAttribute('aria-busy', 'false');
  return button;
}

/** Signs up and confirms through the real e-mail's link on another device (sign-up opens no session). */
async function createAccount(page: Page, m: Messages, locale: string, name: string) {
  const email = `buyer-${locale}-${Date.now()}@example.test`;
  await page.goto(`/${locale}`);
  await page.getByRole('link', { name: m.Auth.signUp }).click();
  await expect(page.getByRole('heading', { level: 1, name: m.Auth.signUpTitle })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.getByLabel(m.Auth.name, { exact: true }).fill(name);
  await page.getByLabel(m.Auth.email, { exact: true }).fill(email);
  await page.getByLabel(m.Auth.password, { exact: true }).fill(PASSWORD);
  await page.getByLabel(m.Auth.country, { exact: true }).selectOption('HU');
  await acceptTerms(page, m);
  await page.getByRole('button', { name: m.Auth.submitSignUp }).click();
  await expect(page.getByRole('heading', { name: m.Auth.checkEmailTitle })).toBeVisible();
  // Confirmed on another device (confirming signs that device in), so this one signs in later.
  const phone = await page.context().browser()!.newContext();
  const phonePage = await phone.newPage();
  await confirmEmail(phonePage, m, tokenLink(await waitForMail(email)));
  await expect(phonePage.getByRole('heading', { name: m.Auth.verifiedTitle })).toBeVisible();
  await phone.close();
  await page.goto(`/${locale}`);
  await expect(page.getByRole('link', { name: m.Auth.signIn })).toBeVisible();
  return email;
}

for (const [locale, { m, search, signIn, wishList, adPath }] of Object.entries(LANGUAGES)) {
  test(`a visitor saves a puppy, signs in on the way, and clears the wish list (${locale})`, async ({
    page,
  }) => {
    // Sign-up, the confirmation mail and two sign-ins before the wish list itself.
    test.setTimeout(60_000);
    const name = locale === 'hu' ? 'Tóth Eszter' : 'Emma Brown';
    const email = await createAccount(page, m, locale, name);

    // A puppy from the search, title and address read from one snapshot (other tests may
    // publish newer puppies meanwhile).
    await page.goto(`${search}?type=puppy`);
    const first = await page
      .locator('.listing-card')
      .first()
      .evaluate((card) => ({
        title: card.querySelector('h3')!.textContent!.trim(),
        href: card.querySelector('h3 a')!.getAttribute('href')!,
      }));
    const { title, href } = first;
    expect(href).toMatch(adPath);
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Signed out, the heart asks to sign in and remembers the way back.
    await (await heart(page, addName(m, title))).click();
    await expect(page).toHaveURL(new RegExp(`${literal(signIn).source}\\?returnTo=`));
    await expect(page.getByRole('heading', { level: 1, name: m.Auth.signInTitle })).toBeVisible();
    expect(new URL(page.url()).searchParams.get('returnTo')).toMatch(
      new RegExp(`^${literal(href).source}\\?favourite=[0-9a-f-]{36}$`),
    );
    await submitSignIn(page, m, email, PASSWORD);

    // Back on the same dog, now a favourite; the intent leaves the address once handled.
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveURL(exactUrl(href));
    await expect(await heart(page, removeName(m, title))).toHaveAttribute('aria-pressed', 'true');
    await page.reload();
    await expect(await heart(page, removeName(m, title))).toHaveAttribute('aria-pressed', 'true');

    // My dogs, from the profile's navigation: the wish list shows the dog.
    await page.getByRole('link', { name, exact: true }).click();
    await page
      .getByRole('navigation', { name: m.Profile.navigation })
      .getByRole('link', { name: m.MyDogs.title, exact: true })
      .click();
    await expect(page).toHaveURL(exactUrl(wishList));
    await expect(page.getByRole('heading', { level: 1, name: m.MyDogs.title })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: m.MyDogs.tabsLabel, exact: true })
        .getByRole('link', { name: m.MyDogs.tabs.wishList, exact: true }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByRole('heading', { level: 2, name: m.MyDogs.titles.wishList }),
    ).toBeVisible();
    const saved = page.getByRole('article');
    await expect(saved).toHaveCount(1);
    await expect(saved.getByRole('link', { name: title, exact: true })).toHaveAttribute(
      'href',
      href,
    );
    await expect(await heart(saved, removeName(m, title))).toHaveAttribute('aria-pressed', 'true');

    // Removed from its card in the search (found by its address: titles may repeat)...
    await page.goto(`${search}?type=puppy`);
    const card = page.getByRole('article').filter({ has: page.locator(`a[href="${href}"]`) });
    const remove = await heart(card, removeName(m, title));
    await expect(remove).toHaveAttribute('aria-pressed', 'true');
    const removed = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/graphql') &&
        (response.request().postData() ?? '').includes('removeFavourite'),
    );
    await remove.click();
    expect((await removed).ok()).toBe(true);
    await expect(
      card.getByRole('button', { name: addName(m, title), exact: true }),
    ).toHaveAttribute('aria-pressed', 'false');

    // ...the wish list is empty and points to the puppy search.
    await page.goto(wishList);
    await expect(page.getByText(m.MyDogs.wishList.emptyTitle, { exact: true })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await page.getByRole('link', { name: m.MyDogs.wishList.emptyCta, exact: true }).click();
    await expect(page).toHaveURL(exactUrl(search));
  });
}
