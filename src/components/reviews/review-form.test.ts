import { NextIntlClientProvider } from 'next-intl';
import { createElement, type ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/i18n/load-messages';
import type { Locale } from '@/i18n/locales';
import { ReplyForm } from './reply-form';
import { ReviewForm } from './review-form';

type ProviderProps = ComponentProps<typeof NextIntlClientProvider>;
const action = async () => ({ fields: {}, values: {} });

async function render(locale: Locale, element: ReturnType<typeof createElement>) {
  const messages = await loadMessages(locale);
  return renderToString(
    createElement(
      NextIntlClientProvider,
      { locale, messages, timeZone: 'Europe/Budapest' } as ProviderProps,
      element,
    ),
  );
}

describe('ReviewForm', () => {
  it('is a radio group named by its legend, a labelled text area and a submit button', async () => {
    const html = await render('en', createElement(ReviewForm, { action }));
    expect(html).toMatch(
      /<fieldset[^>]*role="radiogroup"[^>]*aria-labelledby="review-rating-label"/,
    );
    expect(html).toContain('<legend id="review-rating-label">Your rating</legend>');
    // Five native radio buttons, so arrow keys move between them without any script.
    expect(html.match(/<input type="radio" name="rating" value="\d"/g)).toHaveLength(5);
    expect(html).toContain('<span class="sr-only">5 stars – excellent</span>');
    expect(html).toContain('<label for="review-body">Your review</label>');
    expect(html).toMatch(/<textarea id="review-body" name="body"[^>]*maxLength="2000"/);
    expect(html).toContain('0 of 2,000 characters (at least 20)');
    expect(html).toMatch(/<button type="submit"[^>]*>Publish review<\/button>/);
  });

  it('speaks the visitor’s language', async () => {
    const html = await render('sr', createElement(ReviewForm, { action }));
    expect(html).toContain('Ваша оцена');
    expect(html).toContain('Објави рецензију');
  });
});

describe('ReplyForm', () => {
  it('labels its text area per review', async () => {
    const html = await render('de', createElement(ReplyForm, { action, reviewId: 'r1' }));
    expect(html).toContain('<label for="reply-r1">Ihre Antwort</label>');
    expect(html).toMatch(/<textarea id="reply-r1" name="reply"/);
    expect(html).toContain('Antwort veröffentlichen');
  });
});
