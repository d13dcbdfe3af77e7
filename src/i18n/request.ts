import { getRequestConfig } from 'next-intl/server';
import { loadMessages } from './load-messages';
import { DEFAULT_LOCALE, isLocale } from './locales';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: 'Europe/Budapest',
  };
});
