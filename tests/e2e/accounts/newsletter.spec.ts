import { expect, test } from '../fixtures/test';
import de from '../../../src/i18n/messages/de.json' with { type: 'json' };
import ru from '../../../src/i18n/messages/ru.json' with { type: 'json' };
import { subjectsTo, waitForMail } from '../fixtures/mailbox';

/** The first link in an e-mail to the app's page at `pathname`, with its token. */
function linkTo(mail: string, pathname: string): string {
  const match = new RegExp(`https?://127\\.0\\.0\\.1:\\d+${pathname}\\?token=[\\w.%-]+`).exec(mail);
  if (!match) throw new Error(`no link to ${pathname} in the e-mail`);
  return match[0];
}

for (const [locale, m, verifyPath, unsubscribedPath] of [
  ['ru', ru, '/ru/podtverzhdenie-podpiski', '/ru/otpiska'],
  ['de', de, '/de/anmeldung-bestaetigen', '/de/abgemeldet'],
] as const) {
  test(`a visitor subscribes to the newsletter from the footer and unsubscribes (${locale})`, async ({
    page,
  }) => {
    const email = `news-${locale}-${Date.now()}@example.test`;
    await page.goto(`/${locale}`, { waitUntil: 'networkidle' });
    const newsletter = page.getByRole('region', { name: m.Newsletter.title });
    await expect(newsletter.getByText(m.Newsletter.intro)).toBeVisible();
    const field = newsletter.getByLabel(m.Newsletter.email, { exact: true });
    await expect(field).toHaveAttribute('id', 'newsletter-email');

    await field.fill('not-an-address');
    await newsletter.getByRole('button', { name: m.Newsletter.submit }).click();
    await expect(newsletter.getByText(m.Errors.emailInvalid)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(m.Errors.emailInvalid);
    // The footer's form is on every page: it carries its own few texts, not all of Errors.
    const home = await (await page.request.get(`/${locale}`)).text();
    expect(home).not.toContain(m.Errors.wrongCredentials);
    await field.fill(email);
    await newsletter.getByRole('button', { name: m.Newsletter.submit }).click();
    await expect(
      newsletter
        .getByRole('status')
        .filter({ hasText: m.Newsletter.sent.replace('{email}', email) }),
    ).toBeVisible();

    const mail = await waitForMail(email, new RegExp(verifyPath));
    expect(subjectsTo(email)).toEqual([m.Emails.newsletterConfirm.subject]);
    const confirm = linkTo(mail, verifyPath);
    const unsubscribe = linkTo(mail, unsubscribedPath);
    expect(new URL(confirm).searchParams.get('token')).toBe(
      new URL(unsubscribe).searchParams.get('token'),
    );

    await page.goto(confirm);
    await expect(page.getByRole('heading', { name: m.Newsletter.verifiedTitle })).toBeVisible();
    await expect(page.getByText(m.Newsletter.verifiedBody)).toBeVisible();
    // Opening the link again still says so.
    await page.goto(confirm);
    await expect(page.getByRole('heading', { name: m.Newsletter.verifiedTitle })).toBeVisible();

    await page.goto(unsubscribe);
    await expect(page.getByRole('heading', { name: m.Newsletter.unsubscribedTitle })).toBeVisible();
    await expect(page.getByText(m.Newsletter.unsubscribedBody)).toBeVisible();
    // After unsubscribing, the confirmation link no longer works.
    await page.goto(confirm);
    await expect(page.getByRole('heading', { name: m.Newsletter.verifyFailedTitle })).toBeVisible();

    // Made-up and missing tokens are refused on both pages.
    for (const url of [`${verifyPath}?token=not-a-real-token`, verifyPath]) {
      await page.goto(url);
      await expect(
        page.getByRole('heading', { name: m.Newsletter.verifyFailedTitle }),
      ).toBeVisible();
      await expect(page.getByText(m.Newsletter.verifyFailedBody)).toBeVisible();
    }
    for (const url of [`${unsubscribedPath}?token=not-a-real-token`, unsubscribedPath]) {
      await page.goto(url);
      await expect(
        page.getByRole('heading', { name: m.Newsletter.unsubscribeFailedTitle }),
      ).toBeVisible();
      await expect(page.getByText(m.Newsletter.unsubscribeFailedBody)).toBeVisible();
    }
  });
}
