import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/i18n/locales';
import { renderEmail } from './render-email';

const url = 'http://localhost:3000/en/terms-and-conditions';
const DECISIONS = ['request_edit', 'hide', 'suspend'] as const;

describe.each(LOCALES)('moderation e-mails in %s', (locale) => {
  it.each(DECISIONS)(
    'the statement of reasons for %s gives facts, ground and appeal',
    async (decision) => {
      const statement = (automated: string) =>
        renderEmail({
          kind: 'moderationStatement',
          locale,
          to: 'eva@example.test',
          values: {
            name: 'Éva',
            target: 'Vizsla puppy',
            targetType: 'listing',
            decision,
            facts: 'Photos of another kennel',
            ground: 'terms',
            automated,
            url,
          },
        });
      const [byPerson, byCheck] = await Promise.all([statement('no'), statement('yes')]);
      expect(byPerson.subject).toContain('Vizsla puppy');
      expect(byPerson.html).toContain(`lang="${locale}"`);
      for (const part of ['Éva', 'Photos of another kennel', url]) {
        expect(byPerson.text).toContain(part);
      }
      // The automated-means sentence differs, and nothing is left unfilled.
      expect(byPerson.text).not.toEqual(byCheck.text);
      expect(byPerson.html).not.toMatch(/ModerationEmails\.|\{(name|target|facts|decision)/);
    },
  );

  it('tells a reporter the outcome, different for keep and hide', async () => {
    const outcome = (decision: string) =>
      renderEmail({
        kind: 'moderationOutcome',
        locale,
        to: 'visitor@example.test',
        values: { target: 'Vizsla puppy', targetType: 'review', decision },
      });
    const [kept, hidden] = await Promise.all([outcome('keep'), outcome('hide')]);
    expect(kept.subject).toContain('Vizsla puppy');
    expect(kept.text).toContain('Vizsla puppy');
    expect(kept.text).not.toEqual(hidden.text);
    expect(kept.html).not.toMatch(/ModerationEmails\.|\{(target|decision)/);
  });
});
