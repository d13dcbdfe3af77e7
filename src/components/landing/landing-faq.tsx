import { getTranslations } from 'next-intl/server';
import { JsonLd } from '@/components/seo/json-ld';
import type { Locale } from '@/i18n/locales';
import { faqPageLd } from './landing-json-ld';

const QUESTIONS = ['pay', 'invoice', 'start', 'renew'] as const;

/** Payment, invoices, a service's start and end, and renewals, with their FAQPage data. */
export async function LandingFaq({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Landing' });
  const items = QUESTIONS.map((key) => ({
    question: t(`faq.${key}Question`),
    answer: t(`faq.${key}Answer`),
  }));
  return (
    <section className="page section" aria-labelledby="faq-heading">
      <JsonLd data={faqPageLd(items)} />
      <h2 id="faq-heading">{t('faqTitle')}</h2>
      <dl className="lp-faq">
        {items.map((item) => (
          <div key={item.question}>
            <dt>{item.question}</dt>
            <dd>{item.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
