import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '../fixtures/test';
import de from '../../../src/i18n/messages/de.json' with { type: 'json' };
import ru from '../../../src/i18n/messages/ru.json' with { type: 'json' };
import { MAIL_DIR } from '../fixtures/mail-catcher';
import { waitForMail } from '../fixtures/mailbox';

/** The decoded subjects (RFC 2047 encoded words, folded lines) of every e-mail to `to`. */
function subjectsTo(to: string): string[] {
  return readdirSync(MAIL_DIR)
    .map((file) => readFileSync(path.join(MAIL_DIR, file), 'utf8'))
    .filter((raw) => raw.toLowerCase().includes(`to: ${to.toLowerCase()}`))
    .map((raw) =>
      (/^subject:(.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '')
        .replace(/\?=\s+=\?/g, '?==?')
        .replace(/\s+/g, ' ')
        .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
          Buffer.from(
            encoding.toLowerCase() === 'b'
              ? Buffer.from(text, 'base64')
              : Buffer.from(
                  text
                    .replace(/_/g, ' ')
                    .replace(/=([0-9A-F]{2})/gi, (_hex, hex: string) =>
                      String.fromCharCode(parseInt(hex, 16)),
                    ),
                  'latin1',
                ),
          ).toString('utf8'),
        )
        .trim(),
    );
}

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
