import type { ContentPageKey } from './pages';

interface PageDates {
  /** YYYY-MM-DD: when the page was first published, and when its text last changed. */
  published: string;
  modified: string;
}

const FIRST_EDITION: PageDates = { published: '2026-11-21', modified: '2026-11-21' };

/**
 * Publication dates of the help and legal pages, all languages alike: update `modified` with
 * the text (search engines show it with the Article).
 */
export const CONTENT_PAGE_DATES: Record<ContentPageKey, PageDates> = {
  'breeder-faq': FIRST_EDITION,
  'breeder-tips': FIRST_EDITION,
  'puppy-buying-tips': FIRST_EDITION,
  'pay-and-reviews': FIRST_EDITION,
  'online-payment': FIRST_EDITION,
  'puppy-vaccinations-and-deworming': FIRST_EDITION,
  'vaccinations-and-deworming': FIRST_EDITION,
  'puppy-ad-posting-rules': FIRST_EDITION,
  'breeder-code-of-ethics': FIRST_EDITION,
  'code-of-ethics': FIRST_EDITION,
  'about-us': FIRST_EDITION,
  'receiving-the-dog': FIRST_EDITION,
  'terms-and-conditions': FIRST_EDITION,
  // Messages' retention period added.
  'privacy-policy': { published: '2026-11-21', modified: '2026-11-28' },
};
