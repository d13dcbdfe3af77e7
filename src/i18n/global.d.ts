import type ad from './messages/ad/en.json';
import type alerts from './messages/alerts/en.json';
import type bankTransfers from './messages/bank-transfers/en.json';
import type complaints from './messages/complaints/en.json';
import type conversations from './messages/conversations/en.json';
import type favourites from './messages/favourites/en.json';
import type invoices from './messages/invoices/en.json';
import type base from './messages/en.json';
import type kennels from './messages/kennels/en.json';
import type landing from './messages/landing/en.json';
import type paidServices from './messages/paid-services/en.json';
import type listings from './messages/listings/en.json';
import type photos from './messages/photos/en.json';
import type puppyMatch from './messages/puppy-match/en.json';
import type responsibilities from './messages/responsibilities/en.json';
import type reservations from './messages/reservations/en.json';
import type reviews from './messages/reviews/en.json';
import type search from './messages/search/en.json';
import type registry from './messages/registry/en.json';
import type traders from './messages/traders/en.json';
import type waitlist from './messages/waitlist/en.json';
import type { Locale } from './locales';

declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof base &
      typeof listings &
      typeof kennels &
      typeof photos &
      typeof ad &
      typeof search &
      typeof favourites &
      typeof reservations &
      typeof reviews &
      typeof complaints &
      typeof responsibilities &
      typeof invoices &
      typeof bankTransfers &
      typeof paidServices &
      typeof landing &
      typeof alerts &
      typeof conversations &
      typeof registry &
      typeof traders &
      typeof puppyMatch &
      typeof waitlist;
  }
}
