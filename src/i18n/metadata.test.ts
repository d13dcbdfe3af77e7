import { describe, expect, it } from 'vitest';
import { pageMetadata } from './metadata';

const images = (metadata: ReturnType<typeof pageMetadata>) =>
  (metadata.openGraph as { images?: unknown[] }).images;

describe('pageMetadata', () => {
  it.each(['hu', 'de', 'pl', 'sr'] as const)(
    'names the site and shows the %s share card when the page has no image of its own',
    (locale) => {
      const metadata = pageMetadata({ route: '/breeds', locale, title: 'T', description: 'D' });
      expect(metadata.openGraph).toMatchObject({ siteName: 'Dog Market' });
      expect(images(metadata)).toEqual([
        expect.objectContaining({ url: `/og-image/${locale}`, width: 1200, height: 630 }),
      ]);
      expect(metadata.twitter).toMatchObject({ images: [{ url: `/og-image/${locale}` }] });
    },
  );

  it('shows the page’s own image instead', () => {
    const image = { url: 'https://x.example/a.webp', width: 1440, height: 1080, alt: 'Bello' };
    const metadata = pageMetadata({
      route: '/',
      locale: 'en',
      title: 'T',
      description: 'D',
      image,
    });
    expect(images(metadata)).toEqual([image]);
  });
});
