import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/i18n/locales';
import type { EmailKind } from '@/server/domain/jobs/enqueue-job';
import { renderEmail } from './render-email';

const KINDS: EmailKind[] = [
  'verifyEmail',
  'resetPassword',
  'confirmNewEmail',
  'emailChangedNotice',
  'newsletterConfirm',
  'signInLink',
  'signUpAttempt',
  'signInFailures',
];
const url = 'http://localhost:3000/hu/fiok-megerositese?token=t0k3n';

describe.each(LOCALES)('e-mails in %s', (locale) => {
  it.each(KINDS)('%s renders subject, HTML and text with its link', async (kind) => {
    const email = await renderEmail({
      kind,
      locale,
      to: 'anna@example.test',
      values: {
        name: 'Anna',
        email: 'new@example.test',
        url,
        minutes: '15',
        resetUrl: 'http://localhost:3000/reset',
      },
      unsubscribeUrl: kind === 'newsletterConfirm' ? 'http://localhost:3000/u' : undefined,
    });
    expect(email.subject.length).toBeGreaterThan(5);
    expect(email.html).toContain(`lang="${locale}"`);
    expect(email.html).not.toMatch(/Emails\.|\{name\}|\{email\}|\{minutes\}|\{resetUrl\}/);
    if (kind === 'signInLink') expect(email.text).toContain('15');
    if (kind === 'signUpAttempt') expect(email.text).toContain('http://localhost:3000/reset');
    if (kind === 'emailChangedNotice') {
      expect(email.text).toContain('new@example.test');
      expect(email.html).not.toContain(url);
    } else {
      expect(email.html).toContain(url);
      expect(email.text).toContain(url);
    }
    if (kind === 'newsletterConfirm') expect(email.html).toContain('http://localhost:3000/u');
  });
});
