import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/i18n/locales';
import type { EmailJob } from '@/server/domain/jobs/enqueue-job';
import { renderEmail } from './render-email';

/** The values src/server/domain/reviews/review-mail.ts sends with each kind. */
const JOBS: Pick<EmailJob, 'kind' | 'values'>[] = [
  {
    kind: 'reviewInvitation',
    values: {
      name: 'Anna',
      dog: 'Bella the vizsla',
      kennel: 'Tisza-parti',
      url: 'http://localhost:3000/en/review/1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
    },
  },
  {
    kind: 'reviewReceived',
    values: {
      kennel: 'Tisza-parti',
      dog: 'Bella the vizsla',
      rating: '4',
      url: 'http://localhost:3000/en/profile/ratings',
    },
  },
];

describe.each(LOCALES)('review e-mails in %s', (locale) => {
  it.each(JOBS)('$kind names the dog and the kennel and links on', async ({ kind, values }) => {
    const email = await renderEmail({ kind, values, locale, to: 'anna@example.test' });
    expect(email.subject).toContain('Tisza-parti');
    expect(email.html).toContain(`lang="${locale}"`);
    expect(email.text).toContain('Bella the vizsla');
    expect(email.text).toContain(values.url);
    expect(email.html).not.toMatch(/ReviewEmails\.|\{(name|dog|kennel|rating)\}/);
    if (kind === 'reviewInvitation') expect(email.html).toContain('Anna');
    else expect(email.subject).toContain('4');
  });
});
