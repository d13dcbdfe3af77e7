import { readFileSync } from 'node:fs';
import path from 'node:path';
import en from '../../../src/i18n/messages/en.json' with { type: 'json' };
import { LOCALES } from '../../../src/i18n/locales';
import { LAPSING_PROFILE_KENNEL } from '../../../src/server/db/seed/demo-subscriptions';
import { expectNoAxeViolations } from '../fixtures/axe';
import { subjectsTo, waitForMail } from '../fixtures/mailbox';
import { expect, test } from '../fixtures/test';

// The demo data has one kennel whose breeder profile ran out an hour before the reference day
// and is still marked active: the hourly expiry job's first run, as the server starts, ends it.
const KENNEL = `/en/${LAPSING_PROFILE_KENNEL.slug}`;
const OWNER = `breeder${LAPSING_PROFILE_KENNEL.index}@demo.local`;

/** The "ended" e-mail's heading or subject for the breeder profile, in every language. */
const ended = (part: 'heading' | 'subject') =>
  LOCALES.map((locale) => {
    const file = path.join('src/i18n/messages/paid-services', `${locale}.json`);
    const text: string = JSON.parse(readFileSync(file, 'utf8')).SubscriptionEmails
      .subscriptionEnded[part];
    return text.replace(
      /\{service,\s*select,\s*breeder_profile\s*\{([^{}]*)\}(?:\s*\w+\s*\{[^{}]*\})*\s*\}/,
      '$1',
    );
  });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyOf = (texts: string[]) => new RegExp(texts.map(escape).join('|'));

test('a breeder profile that runs out turns the kennel page back to minimal and tells the owner', async ({
  page,
}) => {
  test.slow();
  // Minimal: not indexed, no description and no contact details.
  await expect(async () => {
    expect((await page.goto(KENNEL))?.status()).toBe(200);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: en.Kennel.about })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: en.Kennel.contact })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: en.Kennel.listings })).toBeVisible();
  await expectNoAxeViolations(page);

  // The owner hears of it once, in their language.
  await waitForMail(OWNER, anyOf(ended('heading')), 120_000);
  expect(subjectsTo(OWNER).filter((subject) => anyOf(ended('subject')).test(subject))).toHaveLength(
    1,
  );
});
