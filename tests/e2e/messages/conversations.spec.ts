import type { Browser, Page } from '@playwright/test';
import frBase from '../../../src/i18n/messages/fr.json' with { type: 'json' };
import huBase from '../../../src/i18n/messages/hu.json' with { type: 'json' };
import itBase from '../../../src/i18n/messages/it.json' with { type: 'json' };
import plBase from '../../../src/i18n/messages/pl.json' with { type: 'json' };
import frConversations from '../../../src/i18n/messages/conversations/fr.json' with { type: 'json' };
import huConversations from '../../../src/i18n/messages/conversations/hu.json' with { type: 'json' };
import itConversations from '../../../src/i18n/messages/conversations/it.json' with { type: 'json' };
import plConversations from '../../../src/i18n/messages/conversations/pl.json' with { type: 'json' };
import frListings from '../../../src/i18n/messages/listings/fr.json' with { type: 'json' };
import huListings from '../../../src/i18n/messages/listings/hu.json' with { type: 'json' };
import itListings from '../../../src/i18n/messages/listings/it.json' with { type: 'json' };
import plListings from '../../../src/i18n/messages/listings/pl.json' with { type: 'json' };
import { expectNoAxeViolations } from '../fixtures/axe';
import {
  openWriteFormOfFirstAd,
  sendFromWriteForm,
  writeFromFirstAd,
} from '../fixtures/conversations';
import { expectHydrated } from '../fixtures/hydration';
import { escapeRegExp } from '../fixtures/text-pattern';
import { signedInDemo } from '../fixtures/sign-in';
import { expect, test } from '../fixtures/test';

const MESSAGES = {
  hu: { ...huBase, ...huListings, ...huConversations },
  it: { ...itBase, ...itListings, ...itConversations },
  pl: { ...plBase, ...plListings, ...plConversations },
  fr: { ...frBase, ...frListings, ...frConversations },
};
type Lang = keyof typeof MESSAGES;

// The demo buyer and the demo breeder share one conversation; languages take turns.
test.describe.configure({ mode: 'serial' });

const signedIn = (browser: Browser, lang: Lang, email: string) =>
  signedInDemo(browser, MESSAGES[lang], lang, email);

/** Fits a 390 px phone: nothing wider than the screen. */
async function expectFitsPhone(page: Page) {
  await page.setViewportSize({ width: 390, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });
}

for (const lang of Object.keys(MESSAGES) as Lang[]) {
  test(`a buyer asks about a puppy and sees the breeder's answer live (${lang})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const m = MESSAGES[lang];
    const t = m.Conversations;
    const breeder = await signedIn(browser, lang, 'breeder@demo.local');
    const buyer = await signedIn(browser, lang, 'buyer@demo.local');

    // The buyer opens one of the breeder's ads and writes from it.
    await openWriteFormOfFirstAd(breeder, buyer, m, lang);
    await expect(buyer.getByRole('heading', { name: t.writeToBreeder })).toBeVisible();
    await expectNoAxeViolations(buyer);
    await expectFitsPhone(buyer);
    const question = `${lang}: is she still free? ${Date.now().toString(36)}`;
    await sendFromWriteForm(buyer, m, question);
    await expect(buyer.getByText(question)).toBeVisible();
    const conversationUrl = buyer.url();

    // The breeder finds it unread in the list and answers with the keyboard alone.
    await breeder.goto(`/${lang}/profile/messages`);
    const row = breeder.locator('.conversation-list li').filter({ hasText: question });
    await expect(row.getByText(t.unread, { exact: true })).toBeVisible();
    await expectNoAxeViolations(breeder);
    await expectFitsPhone(breeder);
    await row.getByRole('link').first().click();
    await expect(breeder.getByText(question)).toBeVisible();
    await expectNoAxeViolations(breeder);
    await expectFitsPhone(breeder);
    const answerBox = breeder.getByLabel(t.messageLabel);
    await expectHydrated(answerBox);
    await answerBox.focus();
    const answer = `${lang}: yes, come and see her ${Date.now().toString(36)}`;
    await breeder.keyboard.type(answer);
    // The buyer sees the breeder typing, then the answer, without reloading.
    await expect(buyer.locator('.typing-indicator')).toHaveText(
      new RegExp(escapeRegExp(t.typing).replace('\\{name\\}', '.+')),
    );
    // From the text, Tab reaches the photo picker, then the send button.
    await breeder.keyboard.press('Tab');
    await expect(breeder.getByLabel(t.attachPhotos)).toBeFocused();
    await breeder.keyboard.press('Tab');
    await expect(breeder.getByRole('button', { name: t.send })).toBeFocused();
    // The breeder's page gets the server's answer to the send only after the buyer has read
    // the message: the read receipt arrives first and must still reach the message.
    const buyerRead = buyer.waitForResponse(
      (response) => response.request().postData()?.includes('markConversationRead') ?? false,
    );
    await breeder.route('**/api/graphql', async (route) => {
      if (!route.request().postData()?.includes('sendMessage')) return route.fallback();
      const response = await route.fetch();
      await buyerRead;
      await breeder.waitForTimeout(1_000);
      await route.fulfill({ response });
    });
    await breeder.keyboard.press('Enter');
    await expect(buyer.getByText(answer)).toBeVisible();
    await breeder.unrouteAll({ behavior: 'wait' });
    await expect(buyer.url()).toBe(conversationUrl);
    // The buyer's page marked it read: the breeder's receipt says so.
    await expect(
      breeder
        .locator('.message.mine')
        .filter({ hasText: answer })
        .getByText(t.read, { exact: true }),
    ).toBeVisible();

    // Away from the conversation, the header counts a new answer at its next look.
    await buyer.goto(`/${lang}`);
    const header = buyer.getByTestId('unread-messages');
    await expect(header).toHaveText(t.headerLink);
    const second = `${lang}: she loves to swim ${Date.now().toString(36)}`;
    await answerBox.fill(second);
    await breeder.getByRole('button', { name: t.send }).click();
    await expect(breeder.locator('.message.mine').filter({ hasText: second })).toBeVisible();
    // The header looks again when the page comes back into view (and every 20 s, a timer a
    // busy headless browser may run late): the buyer switches back to the tab.
    await buyer.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(header.locator('.badge')).toHaveText('1');
    await header.click();
    await expect(buyer.locator('.conversation-list li').first()).toContainText(second);

    await buyer.context().close();
    await breeder.context().close();
  });
}

test('a message sent while the buyer’s page is still opening its live stream shows without reloading (pl)', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const lang: Lang = 'pl';
  const m = MESSAGES[lang];
  const t = m.Conversations;
  const buyer = await signedIn(browser, lang, 'buyer@demo.local');
  const breeder = await signedIn(browser, lang, 'breeder@demo.local');
  // The buyer writes from one of the breeder's ads, which opens their conversation.
  const href = await writeFromFirstAd(
    breeder,
    buyer,
    m,
    lang,
    `${lang}: may I visit? ${Date.now().toString(36)}`,
  );
  await breeder.goto(href);
  const answerBox = breeder.getByLabel(t.messageLabel);
  await expectHydrated(answerBox);

  // The buyer's live stream is held back until the breeder's message is sent: the page was
  // rendered before it, and the stream could not have carried it.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let isStreamAsked = false;
  await buyer.route('**/api/graphql', async (route) => {
    if (route.request().headers().accept?.includes('text/event-stream')) {
      isStreamAsked = true;
      await held;
    }
    await route.continue();
  });
  await buyer.goto(href);
  await expect.poll(() => isStreamAsked).toBe(true);
  const missed = `${lang}: sent in between ${Date.now().toString(36)}`;
  await answerBox.fill(missed);
  await breeder.getByRole('button', { name: t.send }).click();
  await expect(breeder.getByText(missed)).toBeVisible();
  await expect(buyer.getByText(missed)).toHaveCount(0);
  release();
  await expect(buyer.getByText(missed)).toBeVisible();
  await buyer.unrouteAll({ behavior: 'ignoreErrors' });
  await buyer.context().close();
  await breeder.context().close();
});
