import type { Browser, Page } from '@playwright/test';
import sharp from 'sharp';
import huBase from '../../../src/i18n/messages/hu.json' with { type: 'json' };
import itBase from '../../../src/i18n/messages/it.json' with { type: 'json' };
import huConversations from '../../../src/i18n/messages/conversations/hu.json' with { type: 'json' };
import huPhotos from '../../../src/i18n/messages/photos/hu.json' with { type: 'json' };
import itPhotos from '../../../src/i18n/messages/photos/it.json' with { type: 'json' };
import itConversations from '../../../src/i18n/messages/conversations/it.json' with { type: 'json' };
import huKennels from '../../../src/i18n/messages/kennels/hu.json' with { type: 'json' };
import itKennels from '../../../src/i18n/messages/kennels/it.json' with { type: 'json' };
import huListings from '../../../src/i18n/messages/listings/hu.json' with { type: 'json' };
import itListings from '../../../src/i18n/messages/listings/it.json' with { type: 'json' };
import { expectNoAxeViolations } from '../fixtures/axe';
import { signUpConfirmed } from '../fixtures/breeder';
import { writeFromFirstAd } from '../fixtures/conversations';
import { expectHydrated } from '../fixtures/hydration';
import { escapeRegExp } from '../fixtures/text-pattern';
import { signedInDemo } from '../fixtures/sign-in';
import { expect, test } from '../fixtures/test';

const MESSAGES = {
  hu: { ...huBase, ...huKennels, ...huListings, ...huConversations, ...huPhotos },
  it: { ...itBase, ...itKennels, ...itListings, ...itConversations, ...itPhotos },
};
type Lang = keyof typeof MESSAGES;

const signedIn = (browser: Browser, lang: Lang, email: string) =>
  signedInDemo(browser, MESSAGES[lang], lang, email);

/** A photo as a phone would pick it: a real PNG of one colour. */
async function photo(name: string, red: number) {
  const buffer = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: red, g: 120, b: 60 } },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Fills `{key}` placeholders of a message (plain ones only). */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_all, key: string) => String(values[key]));

/** Every image in `scope` has arrived and decoded (naturalWidth > 0). */
async function expectLoaded(page: Page, selector: string, count: number) {
  await expect
    .poll(() =>
      page
        .locator(selector)
        .evaluateAll(
          (images) => images.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length,
        ),
    )
    .toBe(count);
}

for (const lang of Object.keys(MESSAGES) as Lang[]) {
  test(`a buyer sends photos with a question and the breeder sees them live, privately (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const m = MESSAGES[lang];
    const t = m.Conversations;
    const breeder = await signedIn(browser, lang, 'breeder@demo.local');
    // A new buyer: a conversation of its own, apart from the demo buyer's that other specs read
    // at the same time (a page open on it marks it read).
    const buyer = await (await browser.newContext()).newPage();
    await signUpConfirmed(buyer, m, lang);
    const href = await writeFromFirstAd(
      breeder,
      buyer,
      m,
      lang,
      `${lang}: our garden, is it enough? ${Date.now().toString(36)}`,
    );
    await breeder.goto(href);
    await expectHydrated(breeder.getByLabel(t.messageLabel));

    // The buyer picks two photos and a file that is no image: the two wait to be sent, the
    // third is refused with its reason.
    const picker = buyer.getByLabel(t.attachPhotos);
    await expectHydrated(buyer.getByLabel(t.messageLabel));
    await picker.setInputFiles([
      await photo('garden.png', 40),
      await photo('fence.png', 200),
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture') },
    ]);
    const drafts = buyer.getByRole('list', { name: t.photosToSend });
    await expect(drafts.getByRole('img')).toHaveCount(2);
    const refusal = fill(m.Photos.failed, { name: 'notes.jpg' });
    await expect(buyer.getByRole('list', { name: m.Photos.uploads })).toContainText(refusal);
    // Screen readers hear it too.
    await expect(buyer.locator('.message-photos').getByRole('status')).toContainText(refusal);
    await expectNoAxeViolations(buyer);
    await buyer.getByRole('button', { name: m.Photos.dismiss }).click();

    const text = `${lang}: here is where she would live ${Date.now().toString(36)}`;
    await buyer.getByLabel(t.messageLabel).fill(text);
    await buyer.getByRole('button', { name: t.send }).click();
    await expect(drafts).toHaveCount(0);
    const mine = buyer.locator('.message.mine').filter({ hasText: text });
    await expect(mine.getByRole('img')).toHaveCount(2);

    // The breeder sees the message and both photos without reloading.
    const theirs = breeder.locator('.message.theirs').filter({ hasText: text });
    await expect(theirs).toBeVisible();
    const first = theirs.getByRole('link').first();
    await expect(first.getByRole('img')).toHaveAccessibleName(
      new RegExp(
        `^${escapeRegExp(t.photoOpen).replace('\\{position\\}', '1').replace('\\{name\\}', '.+')}$`,
      ),
    );
    await expectLoaded(
      breeder,
      '.message.theirs img',
      await breeder.locator('.message.theirs img').count(),
    );
    await expectNoAxeViolations(breeder);

    // The full-size photo opens for the two of them, and for nobody else.
    const fullSize = await first.getAttribute('href');
    expect(fullSize).toMatch(/^\/api\/message-photos\/[0-9a-f-]{36}\/\d+\.webp$/);
    expect((await breeder.request.get(fullSize!)).status()).toBe(200);
    expect((await buyer.request.get(fullSize!)).status()).toBe(200);
    const stranger = await browser.newContext();
    const refused = await stranger.request.get(new URL(fullSize!, breeder.url()).href);
    expect(refused.status()).toBe(404);
    expect(refused.headers()['cache-control']).toContain('no-store');
    await stranger.close();

    // The breeder answers with a photo alone; the buyer sees it live.
    await breeder.getByLabel(t.attachPhotos).setInputFiles([await photo('puppy.png', 230)]);
    await expect(breeder.getByRole('list', { name: t.photosToSend }).getByRole('img')).toHaveCount(
      1,
    );
    await breeder.getByRole('button', { name: t.send }).click();
    await expect(buyer.locator('.message.theirs').last().getByRole('img')).toHaveCount(1);
    await expect(buyer.locator('.message.theirs').last().locator('.message-body')).toHaveCount(0);

    // On a phone the thread with its photos still fits the screen.
    await buyer.setViewportSize({ width: 390, height: 800 });
    await expect
      .poll(() => buyer.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(390);

    // The conversation list says a photo came when there was no text.
    await buyer.goto(`/${lang}/profile/messages`);
    await expect(buyer.locator('.conversation-list li').first()).toContainText(t.photoOnly);

    await buyer.context().close();
    await breeder.context().close();
  });
}
