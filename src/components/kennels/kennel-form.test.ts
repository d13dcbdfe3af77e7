import { NextIntlClientProvider } from 'next-intl';
import { createElement, type ComponentProps } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { loadMessages } from '@/i18n/load-messages';
import { breedOptions } from './breed-options';
import { KennelForm } from './kennel-form';
import { EMPTY_KENNEL_VALUES } from './kennel-form-values';

type ProviderProps = ComponentProps<typeof NextIntlClientProvider>;

async function render(props: Partial<Parameters<typeof KennelForm>[0]>) {
  const messages = await loadMessages('hu');
  return renderToString(
    createElement(
      NextIntlClientProvider,
      // The form is passed as the third argument, so the props object lacks children.
      { locale: 'hu', messages, timeZone: 'Europe/Budapest' } as ProviderProps,
      createElement(KennelForm, {
        mode: 'edit',
        action: async () => ({ fields: {}, values: {} }),
        locale: 'hu',
        siteUrl: 'https://dogmarket.example',
        initial: EMPTY_KENNEL_VALUES,
        countries: [{ key: 'HU', name: 'Magyarország', dial: '+36' }],
        breeds: breedOptions('hu'),
        maxBreeds: 10,
        ...props,
      }),
    ),
  );
}

describe('KennelForm', () => {
  it('previews the public address in the visitor language and keeps breeds with ads', async () => {
    const html = await render({
      initial: {
        ...EMPTY_KENNEL_VALUES,
        name: 'Tisza-parti',
        slug: 'tisza-parti',
        countryCode: 'HU',
        breeds: ['komondor', 'puli'],
      },
      lockedBreeds: ['puli'],
    });
    expect(html).toContain('https://dogmarket.example/hu/tisza-parti');
    expect(html).toContain('<option value="HU" selected="">');
    expect(html).toContain('aria-label="Komondor eltávolítása"');
    expect(html).not.toContain('aria-label="Puli eltávolítása"');
    expect(html.match(/name="breeds"/g)).toHaveLength(2);
  });

  it('offers no preview for a reserved address', async () => {
    const html = await render({ initial: { ...EMPTY_KENNEL_VALUES, slug: 'kutyafajtak' } });
    expect(html).not.toContain('https://dogmarket.example/hu/kutyafajtak');
  });

  it('has one text area per language, the visitor language first', async () => {
    const html = await render({ mode: 'create' });
    const tabs = [...html.matchAll(/id="description-tab-(\w+)"/g)].map((m) => m[1]);
    expect(tabs).toHaveLength(10);
    expect(tabs[0]).toBe('hu');
    expect(html.match(/<textarea/g)).toHaveLength(10);
    expect(html).toContain('Kennel létrehozása');
  });
});
