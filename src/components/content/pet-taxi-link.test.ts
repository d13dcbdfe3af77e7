import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '@/i18n/locales';
import { loadMessages } from '@/i18n/load-messages';
import { PetTaxiLink } from './pet-taxi-link';

const config = vi.hoisted(() => ({ env: { PET_TAXI_URL: undefined as string | undefined } }));
vi.mock('@/env', () => config);
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('next-intl');
  const { loadMessages: load } = await import('@/i18n/load-messages');
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'en'; namespace: 'PetTaxi' }) =>
      createTranslator({ locale, namespace, messages: await load(locale) }),
  };
});

beforeEach(() => {
  config.env.PET_TAXI_URL = undefined;
});

describe('PetTaxiLink', () => {
  it('shows nothing when no pet-taxi service is configured', async () => {
    expect(await PetTaxiLink({ locale: 'hu' })).toBeNull();
  });

  it.each(LOCALES)('links to the configured service in %s', async (locale) => {
    config.env.PET_TAXI_URL = 'https://taxi.example.org/dogs';
    const html = renderToStaticMarkup((await PetTaxiLink({ locale }))!);
    const { PetTaxi } = await loadMessages(locale);
    expect(html).toContain('href="https://taxi.example.org/dogs"');
    for (const text of [PetTaxi.title, PetTaxi.link]) {
      expect(html).toContain(
        text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;'),
      );
    }
  });
});
