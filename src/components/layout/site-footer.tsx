import { getTranslations } from 'next-intl/server';
import { getContentPage, type ContentPageKey } from '@/content/pages';
import { env } from '@/env';
import type { Locale } from '@/i18n/locales';
import { Link } from '@/i18n/navigation';
import type { RouteKey } from '@/i18n/routing';
import type { AccountFormState } from '../accounts/account-form-state';
import { NEWSLETTER_ERRORS, type NewsletterErrorTexts } from './newsletter-errors';
import { NewsletterForm } from './newsletter-form';

const SECTIONS: {
  title: 'forBuyers' | 'forBreeders' | 'aboutSection' | 'legal';
  pages: [RouteKey, ContentPageKey][];
}[] = [
  {
    title: 'forBuyers',
    pages: [
      ['/help/puppy-buying-tips', 'puppy-buying-tips'],
      ['/help/receiving-the-dog', 'receiving-the-dog'],
      ['/help/puppy-vaccinations-and-deworming', 'puppy-vaccinations-and-deworming'],
      ['/help/pay-and-reviews', 'pay-and-reviews'],
      ['/help/online-payment', 'online-payment'],
      ['/help/code-of-ethics', 'code-of-ethics'],
    ],
  },
  {
    title: 'forBreeders',
    pages: [
      ['/help/breeder-faq', 'breeder-faq'],
      ['/help/breeder-tips', 'breeder-tips'],
      ['/help/puppy-ad-posting-rules', 'puppy-ad-posting-rules'],
      ['/help/breeder-code-of-ethics', 'breeder-code-of-ethics'],
      ['/help/vaccinations-and-deworming', 'vaccinations-and-deworming'],
    ],
  },
  { title: 'aboutSection', pages: [['/help/about-us', 'about-us']] },
  {
    title: 'legal',
    pages: [
      ['/terms-and-conditions', 'terms-and-conditions'],
      ['/privacy-policy', 'privacy-policy'],
    ],
  },
];

export async function SiteFooter({
  locale,
  subscribe,
}: {
  locale: Locale;
  subscribe: (state: AccountFormState, form: FormData) => Promise<AccountFormState>;
}) {
  const [t, tErrors] = await Promise.all([
    getTranslations({ locale, namespace: 'Footer' }),
    getTranslations({ locale, namespace: 'Errors' }),
  ]);
  const messenger = env.MESSENGER_URLS[locale] ?? env.MESSENGER_URLS['*'];
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        {SECTIONS.map((section) => (
          <section key={section.title} aria-labelledby={`footer-${section.title}`}>
            <h2 id={`footer-${section.title}`}>{t(section.title)}</h2>
            <ul>
              {section.pages.map(([route, page]) => (
                <li key={route}>
                  <Link route={route} locale={locale}>
                    {getContentPage(locale, page).title}
                  </Link>
                </li>
              ))}
              {section.title === 'aboutSection' && env.BLOG_URL && (
                <li>
                  <a href={env.BLOG_URL} rel="noopener">
                    {t('blog')}
                  </a>
                </li>
              )}
              {section.title === 'aboutSection' && messenger && (
                <li>
                  <a href={messenger} rel="noopener" target="_blank">
                    {t('chat')}
                  </a>
                </li>
              )}
            </ul>
          </section>
        ))}
        <NewsletterForm
          action={subscribe}
          errorTexts={
            Object.fromEntries(
              NEWSLETTER_ERRORS.map((code) => [code, tErrors(code)]),
            ) as NewsletterErrorTexts
          }
        />
      </div>
      <p className="footer-note">
        {t('tagline')} {t('copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
