import { NextIntlClientProvider } from 'next-intl';
import { createElement, type ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY_BY_LOCALE } from '@/i18n/currencies';
import { loadMessages } from '@/i18n/load-messages';
import { LOCALES, type Locale } from '@/i18n/locales';
import type { DogKind } from '@/validation/listing-enums';
import { CurrencyProvider } from '../currency/currency-context';
import { ReserveForm } from './reserve-form';

type ProviderProps = ComponentProps<typeof NextIntlClientProvider>;

async function hintOf(locale: Locale, kind: DogKind): Promise<string> {
  const messages = await loadMessages(locale);
  const html = renderToString(
    createElement(
      NextIntlClientProvider,
      { locale, messages, timeZone: 'Europe/Budapest' } as ProviderProps,
      createElement(
        CurrencyProvider,
        { fallback: DEFAULT_CURRENCY_BY_LOCALE[locale] } as ComponentProps<typeof CurrencyProvider>,
        createElement(ReserveForm, {
          action: async () => ({ fields: {}, values: {} }),
          deposit: { amount: 5_000_000, currency: 'HUF' },
          kind,
        }),
      ),
    ),
  );
  return /<p id="reserve-hint"[^>]*>([^<]*)<\/p>/.exec(html)![1]!;
}

// The word for a puppy in each language's hint: an adult dog's hint must not use it.
const PUPPY: Record<Locale, RegExp> = {
  en: /puppy/i,
  de: /Welpe/i,
  fr: /chiot/i,
  it: /cucciol/i,
  hu: /kiskuty/i,
  pl: /szczeni/i,
  cs: /štěn/i,
  ro: /cățel/i,
  ru: /щен/i,
  sr: /штен/i,
};

describe('ReserveForm', () => {
  it.each(LOCALES)('names a puppy or an adult dog by what is reserved (%s)', async (locale) => {
    const puppy = await hintOf(locale, 'puppy');
    const adult = await hintOf(locale, 'adult');
    expect(puppy).toMatch(PUPPY[locale]);
    expect(adult).not.toMatch(PUPPY[locale]);
    // Both name the payment hold through the one placeholder.
    expect(adult).toMatch(/30/);
  });
});
