import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/i18n/locales';
import { COMPLAINT_CATEGORIES } from '@/validation/complaints';
import { renderEmail } from './render-email';

const url = 'http://localhost:3000/en/admin';
const dog = 'Vizsla kiskutya';

/** The complaint e-mails word every category and state in every language (ICU select). */
describe.each(LOCALES)('complaint e-mails in %s', (locale) => {
  it('complaintReceived names the dog and words each category differently', async () => {
    const texts = new Set<string>();
    for (const category of COMPLAINT_CATEGORIES) {
      const email = await renderEmail({
        kind: 'complaintReceived',
        locale,
        to: 'admin@example.test',
        values: { dog, category, url },
      });
      expect(email.subject).toContain(dog);
      expect(email.html).toContain(`lang="${locale}"`);
      expect(email.text).toContain(url);
      expect(email.text).not.toMatch(/ComplaintEmails|[{}]|not_as_described|breeder_conduct/);
      texts.add(email.text);
    }
    expect(texts.size).toBe(COMPLAINT_CATEGORIES.length);
  });

  it('complaintUpdated words each new state differently', async () => {
    const subjects = new Set<string>();
    for (const status of ['in_review', 'resolved', 'rejected']) {
      const email = await renderEmail({
        kind: 'complaintUpdated',
        locale,
        to: 'buyer@example.test',
        values: { dog, status, url },
      });
      expect(email.subject).toContain(dog);
      expect(email.text).toContain(url);
      expect(email.text).not.toMatch(/ComplaintEmails|[{}]|in_review/);
      subjects.add(email.subject);
    }
    expect(subjects.size).toBe(3);
  });
});
