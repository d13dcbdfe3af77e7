import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/i18n/locales';
import { renderEmail } from './render-email';

const url = 'http://localhost:3000/en/my-listings/edit/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';

describe.each(LOCALES)('listing e-mails in %s', (locale) => {
  it('litterBirthDue names the litter, its date and the days left, and links to it', async () => {
    const email = await renderEmail({
      kind: 'litterBirthDue',
      locale,
      to: 'eva@example.test',
      values: { name: 'Éva', litter: 'Komondor litter', date: '19 Nov 2026', days: '14', url },
    });
    expect(email.subject).toContain('Komondor litter');
    expect(email.html).toContain(`lang="${locale}"`);
    for (const part of ['Éva', '19 Nov 2026', '14', url]) expect(email.text).toContain(part);
    expect(email.html).not.toMatch(/ListingEmails\.|\{(name|litter|date|days)\}/);
  });

  it.each(['listingHidden', 'listingRestored'] as const)(
    "%s names the ad and the moderators' reason, and links to it",
    async (kind) => {
      const email = await renderEmail({
        kind,
        locale,
        to: 'eva@example.test',
        values: { name: 'Éva', title: 'Vizsla puppy', reason: 'Photos of another kennel', url },
      });
      expect(email.subject).toContain('Vizsla puppy');
      for (const part of ['Éva', 'Photos of another kennel', url])
        expect(email.text).toContain(part);
      expect(email.html).not.toMatch(/ListingEmails\.|\{(name|title|reason)\}/);
    },
  );
});
