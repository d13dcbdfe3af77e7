import { createTranslator } from 'next-intl';
import { loadMessages } from '@/i18n/load-messages';
import { LOCALE_TAGS, type Locale } from '@/i18n/locales';
import { formatMoney } from '@/i18n/money';
import { findBreed } from '@/reference/breeds';
import { findCountry } from '@/reference/countries';
import type { DigestItem } from '@/server/domain/alerts/take-digest';
import type { EmailJob } from '@/server/domain/jobs/enqueue-job';
import { notificationPrices } from '@/components/notifications/notification-prices';
import { ActionEmail } from './action-email';
import { cachedTranslator, renderParts } from './render-parts';

/**
 * A saved search's instant alert in the recipient's language: the new listing's photo, breed,
 * place and price converted into the search's currency, a button to the ad, a link to manage
 * the alerts and one to stop this one (its List-Unsubscribe headers are set by the sender).
 */
export async function renderAlertEmail(job: EmailJob, locale: Locale) {
  if (job.kind === 'savedSearchDigest') return renderDigestEmail(job, locale);
  if (job.kind === 'favouriteUpdate') return renderFavouriteEmail(job, locale);
  const messages = await loadMessages(locale);
  const t = cachedTranslator(`${locale}:AlertEmails`, () =>
    createTranslator({ locale, messages, namespace: 'AlertEmails' }),
  );
  const common = cachedTranslator(`${locale}:Emails`, () =>
    createTranslator({ locale, messages, namespace: 'Emails' }),
  );
  const v = job.values;
  const breed = findBreed(v.breedKey ?? '')?.names[locale] ?? v.breedKey ?? '';
  const countryName = findCountry(v.countryCode ?? '')?.names[locale] ?? v.countryCode;
  const place = [v.city, countryName].filter(Boolean).join(', ');
  const price = v.amount
    ? formatMoney(Number(v.amount), v.currency!, LOCALE_TAGS[locale], {
        approximate: true,
      })
    : t('noPrice');
  const values = { searchName: v.searchName!, title: v.title! };
  const element = (
    <ActionEmail
      lang={locale}
      preview={t('savedSearchAlert.preview', values)}
      heading={t('savedSearchAlert.heading', values)}
      paragraphs={[t('savedSearchAlert.body', values)]}
      details={[
        { label: t('breed'), value: breed },
        { label: t('place'), value: place },
        { label: t('price'), value: price },
      ]}
      image={v.photo ? { src: v.photo, alt: v.title!, caption: v.title! } : undefined}
      action={{ label: t('savedSearchAlert.button'), url: v.url! }}
      linkHint={common('linkHint')}
      footer={t('savedSearchAlert.footer', values)}
      footerLinks={v.manageUrl ? [{ label: t('manage'), url: v.manageUrl }] : undefined}
      unsubscribe={
        job.unsubscribeUrl ? { label: t('unsubscribe'), url: job.unsubscribeUrl } : undefined
      }
    />
  );
  return {
    subject: t('savedSearchAlert.subject', values),
    ...(await renderParts(element)),
  };
}

/**
 * A daily or weekly digest: how many listings the search found since the last one, the newest
 * (up to ten) each with its place and price in the search's currency, and a button to the search.
 */
async function renderDigestEmail(job: EmailJob, locale: Locale) {
  const messages = await loadMessages(locale);
  const t = cachedTranslator(`${locale}:AlertEmails`, () =>
    createTranslator({ locale, messages, namespace: 'AlertEmails' }),
  );
  const common = cachedTranslator(`${locale}:Emails`, () =>
    createTranslator({ locale, messages, namespace: 'Emails' }),
  );
  const v = job.values;
  const items = JSON.parse(v.items ?? '[]') as DigestItem[];
  const count = Number(v.count);
  const values = { searchName: v.searchName!, count };
  const detail = (item: DigestItem) =>
    [
      findBreed(item.breedKey)?.names[locale] ?? item.breedKey,
      [item.city, findCountry(item.countryCode)?.names[locale] ?? item.countryCode]
        .filter(Boolean)
        .join(', '),
      item.amount
        ? formatMoney(Number(item.amount), v.currency!, LOCALE_TAGS[locale], { approximate: true })
        : t('noPrice'),
    ].join(' · ');
  const paragraphs = [t('savedSearchDigest.body', values)];
  if (count > items.length) {
    paragraphs.push(t('savedSearchDigest.more', { shown: items.length, count }));
  }
  const element = (
    <ActionEmail
      lang={locale}
      preview={t('savedSearchDigest.preview', values)}
      heading={t('savedSearchDigest.heading', values)}
      paragraphs={paragraphs}
      listings={items.map((item) => ({
        title: item.title,
        url: item.url,
        detail: detail(item),
        image: item.photo || undefined,
      }))}
      action={{ label: t('savedSearchDigest.button'), url: v.url! }}
      linkHint={common('linkHint')}
      footer={t(
        v.frequency === 'weekly'
          ? 'savedSearchDigest.footerWeekly'
          : 'savedSearchDigest.footerDaily',
        values,
      )}
      footerLinks={v.manageUrl ? [{ label: t('manage'), url: v.manageUrl }] : undefined}
      unsubscribe={
        job.unsubscribeUrl ? { label: t('unsubscribe'), url: job.unsubscribeUrl } : undefined
      }
    />
  );
  return {
    subject: t('savedSearchDigest.subject', values),
    ...(await renderParts(element)),
  };
}

const SUBJECTS = {
  priceDrop: 'subjectPriceDrop',
  reserved: 'subjectReserved',
  sold: 'subjectSold',
  newLitter: 'subjectNewLitter',
} as const;

/** A favourite's news (price drop, reserved, sold) or its kennel's planned litter. */
async function renderFavouriteEmail(job: EmailJob, locale: Locale) {
  const messages = await loadMessages(locale);
  const t = cachedTranslator(`${locale}:AlertEmails.favouriteUpdate`, () =>
    createTranslator({ locale, messages, namespace: 'AlertEmails.favouriteUpdate' }),
  );
  const notices = cachedTranslator(`${locale}:Notifications`, () =>
    createTranslator({ locale, messages, namespace: 'Notifications' }),
  );
  const common = cachedTranslator(`${locale}:Emails`, () =>
    createTranslator({ locale, messages, namespace: 'Emails' }),
  );
  const v = job.values;
  const event = (v.event ?? 'sold') as keyof typeof SUBJECTS;
  const text = notices(event, { ...notificationPrices(v, locale), title: v.title! });
  const element = (
    <ActionEmail
      lang={locale}
      preview={text}
      heading={t(SUBJECTS[event], { title: v.title! })}
      paragraphs={[text]}
      action={{ label: t('button'), url: v.url! }}
      linkHint={common('linkHint')}
      footer={t('footer')}
      footerLinks={v.manageUrl ? [{ label: t('manage'), url: v.manageUrl }] : undefined}
    />
  );
  return {
    subject: t(SUBJECTS[event], { title: v.title! }),
    ...(await renderParts(element)),
  };
}
