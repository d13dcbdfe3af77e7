import { LOCALES, type Locale } from './locales';
import { localizeSegment } from './segments';

/**
 * The one localized-pathnames table. Keys are internal route keys: the English path
 * template, which is also the folder under `src/app/[locale]`. Values give the public
 * path per language. `[name]` is a parameter, `[[...name]]` an optional one-segment
 * parameter that is dropped when empty. Admin routes exist in English only.
 */
type Access = 'public' | 'auth' | 'admin';
interface RouteDefinition {
  /** Public path per language (without the language prefix). */
  readonly paths: Partial<Record<Locale, string>>;
  readonly access: Access;
  /** Whether search engines may index the page (list and content pages, not forms). */
  readonly indexable: boolean;
}

function localized(template: string): Record<Locale, string> {
  const segments = template.split('/').filter(Boolean);
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      '/' + segments.map((segment) => localizeSegment(segment, locale)).join('/'),
    ]),
  ) as Record<Locale, string>;
}

const publicPage = (template: string, indexable = true): RouteDefinition => ({
  paths: localized(template),
  access: 'public',
  indexable,
});
const authPage = (template: string): RouteDefinition => ({
  paths: localized(template),
  access: 'auth',
  indexable: false,
});
const adminPage = (template: string): RouteDefinition => ({
  paths: { en: template },
  access: 'admin',
  indexable: false,
});
const samePath = (template: string, indexable: boolean): RouteDefinition => ({
  paths: Object.fromEntries(LOCALES.map((locale) => [locale, template])),
  access: 'public',
  indexable,
});

export const HELP_PAGES = [
  'breeder-faq',
  'breeder-tips',
  'puppy-buying-tips',
  'pay-and-reviews',
  'online-payment',
  'puppy-vaccinations-and-deworming',
  'vaccinations-and-deworming',
  'puppy-ad-posting-rules',
  'breeder-code-of-ethics',
  'code-of-ethics',
  'about-us',
  'receiving-the-dog',
] as const;
export type HelpPage = (typeof HELP_PAGES)[number];

export const CHECKOUT_SERVICES = ['breeder-profile', 'puppy-match', 'upcoming-litters'] as const;
const CHECKOUT_STEPS = ['', '/thank-you', '/bank-thank-you', '/error'] as const;
type CheckoutRoute =
  `/payment/${(typeof CHECKOUT_SERVICES)[number]}${(typeof CHECKOUT_STEPS)[number]}`;
type HelpRoute = `/help/${HelpPage}`;

function routesFor<K extends string>(
  templates: readonly K[],
  define: (template: K) => RouteDefinition,
): Record<K, RouteDefinition> {
  return Object.fromEntries(templates.map((t) => [t, define(t)])) as Record<K, RouteDefinition>;
}

const CHECKOUT_ROUTES = routesFor(
  CHECKOUT_SERVICES.flatMap((service) =>
    CHECKOUT_STEPS.map((step): CheckoutRoute => `/payment/${service}${step}`),
  ),
  (template) => publicPage(template, false),
);
const HELP_ROUTES = routesFor(
  HELP_PAGES.map((page): HelpRoute => `/help/${page}`),
  (template) => publicPage(template),
);

export const ROUTES = {
  '/': publicPage('/'),
  '/puppies-for-sale/[[...breed]]': publicPage('/puppies-for-sale/[[...breed]]'),
  '/breeders/[[...breed]]': publicPage('/breeders/[[...breed]]'),
  '/breeds': publicPage('/breeds'),
  '/dog/[dogType]/[kennel]/[slug]': samePath('/[dogType]/[kennel]/[slug]', true),
  '/kennel/[kennel]': samePath('/[kennel]', true),
  '/sign-in': publicPage('/sign-in', false),
  '/sign-up': publicPage('/sign-up', false),
  '/forgot-password': publicPage('/forgot-password', false),
  '/token': publicPage('/token', false),
  '/sign-in-link': publicPage('/sign-in-link', false),
  '/subscribe-verify': publicPage('/subscribe-verify', false),
  '/unsubscribed': publicPage('/unsubscribed', false),
  '/unsubscribe-alert': publicPage('/unsubscribe-alert', false),
  '/change-email': publicPage('/change-email', false),
  '/settings/new-password': publicPage('/settings/new-password', false),

  '/lp/upcoming-litters': publicPage('/lp/upcoming-litters'),
  '/lp/breeder-profile': publicPage('/lp/breeder-profile'),
  '/lp/breeder-profile1': publicPage('/lp/breeder-profile1', false),
  '/lp/puppy-match': publicPage('/lp/puppy-match'),
  // The buyer's request form: its own page, so a signed-out visitor signs in and comes back.
  '/puppy-request': authPage('/puppy-request'),
  // Joining a planned litter's waitlist: its own page, so a signed-out visitor signs in and comes back.
  '/waitlist/[id]': authPage('/waitlist/[id]'),
  '/lp/pricing': publicPage('/lp/pricing'),

  '/payment/[slug]': publicPage('/payment/[slug]', false),
  '/payment-completed/[id]': publicPage('/payment-completed/[id]', false),
  '/card-payment/[id]': publicPage('/card-payment/[id]', false),
  ...CHECKOUT_ROUTES,

  '/profile': authPage('/profile'),
  '/profile/edit-profile': authPage('/profile/edit-profile'),
  '/profile/change-password': authPage('/profile/change-password'),
  '/profile/subscription': authPage('/profile/subscription'),
  '/profile/breeder': authPage('/profile/breeder'),
  '/profile/my-responsibilities': authPage('/profile/my-responsibilities'),
  '/profile/price': authPage('/profile/price'),
  '/profile/ratings': authPage('/profile/ratings'),
  '/profile/saved-searches': authPage('/profile/saved-searches'),
  '/profile/messages': authPage('/profile/messages'),
  '/profile/notifications': authPage('/profile/notifications'),
  '/profile/puppy-match': authPage('/profile/puppy-match'),
  '/profile/puppy-requests': authPage('/profile/puppy-requests'),
  '/profile/waitlists': authPage('/profile/waitlists'),
  '/profile/messages/[id]': authPage('/profile/messages/[id]'),
  '/my-dogs': authPage('/my-dogs'),
  '/my-dogs/my-wish-list': authPage('/my-dogs/my-wish-list'),
  '/my-dogs/reserved': authPage('/my-dogs/reserved'),
  '/my-dogs/purchased': authPage('/my-dogs/purchased'),
  '/my-listings': authPage('/my-listings'),
  '/my-listings/active': authPage('/my-listings/active'),
  '/my-listings/drafts': authPage('/my-listings/drafts'),
  '/my-listings/upcoming-litters': authPage('/my-listings/upcoming-litters'),
  '/my-listings/deleted': authPage('/my-listings/deleted'),
  '/my-listings/reserved': authPage('/my-listings/reserved'),
  '/my-listings/sold': authPage('/my-listings/sold'),
  '/my-listings/new': authPage('/my-listings/new'),
  '/my-listings/edit/[id]': authPage('/my-listings/edit/[id]'),
  '/my-listings/waitlist/[id]': authPage('/my-listings/waitlist/[id]'),
  '/my-breeding/[[...breed]]': authPage('/my-breeding/[[...breed]]'),
  '/my-breeding/add-new-type': authPage('/my-breeding/add-new-type'),
  '/my-breeding/my-gallery': authPage('/my-breeding/my-gallery'),
  '/review/[dogId]': authPage('/review/[dogId]'),
  '/problem/[dogId]': authPage('/problem/[dogId]'),

  '/tips-and-advice/puppy-buying-tips': publicPage('/tips-and-advice/puppy-buying-tips'),
  ...HELP_ROUTES,
  '/terms-and-conditions': publicPage('/terms-and-conditions'),
  '/privacy-policy': publicPage('/privacy-policy'),

  '/admin': adminPage('/admin'),
  '/admin/users': adminPage('/admin/users'),
  '/admin/users/breeders': adminPage('/admin/users/breeders'),
  '/admin/users/registered-users': adminPage('/admin/users/registered-users'),
  '/admin/users/complaints': adminPage('/admin/users/complaints'),
  '/admin/users/reported-messages': adminPage('/admin/users/reported-messages'),
  '/admin/users/[id]': adminPage('/admin/users/[id]'),
  '/admin/dogs': adminPage('/admin/dogs'),
  '/admin/dogs/puppies-for-sale': adminPage('/admin/dogs/puppies-for-sale'),
  '/admin/dogs/expected-litters': adminPage('/admin/dogs/expected-litters'),
  '/admin/dogs/adults': adminPage('/admin/dogs/adults'),
  '/admin/dogs/listing/[id]': adminPage('/admin/dogs/listing/[id]'),
  '/admin/orders': adminPage('/admin/orders'),
  '/admin/orders/dog-reservations': adminPage('/admin/orders/dog-reservations'),
  '/admin/orders/breeder-profile-orders': adminPage('/admin/orders/breeder-profile-orders'),
  '/admin/orders/expected-litter-orders': adminPage('/admin/orders/expected-litter-orders'),
  '/admin/orders/puppy-match-orders': adminPage('/admin/orders/puppy-match-orders'),
  '/admin/reservations': adminPage('/admin/reservations'),
  '/admin/subscriptions': adminPage('/admin/subscriptions'),
  '/admin/redirects': adminPage('/admin/redirects'),
  '/admin/reports': adminPage('/admin/reports'),
  '/admin/audit-log': adminPage('/admin/audit-log'),
  '/admin/moderation': adminPage('/admin/moderation'),
  '/admin/moderation/[id]': adminPage('/admin/moderation/[id]'),
  '/admin/order/[id]': adminPage('/admin/order/[id]'),
  '/admin/reservation/[id]': adminPage('/admin/reservation/[id]'),
} satisfies Record<string, RouteDefinition>;

export type RouteKey = keyof typeof ROUTES;
export const ROUTE_KEYS = Object.keys(ROUTES) as RouteKey[];

/**
 * Old public paths that answer with a permanent redirect to their route (docs/decisions.md,
 * "Where we deliberately differ from the original").
 */
export const LEGACY_PATHS: Readonly<Record<string, { locale: Locale; route: RouteKey }>> = {
  '/en/admin/orders/breeer-profile-orders': {
    locale: 'en',
    route: '/admin/orders/breeder-profile-orders',
  },
  '/en/profile/ertekeleseim': { locale: 'en', route: '/profile/ratings' },
  '/en/profile/editProfile': { locale: 'en', route: '/profile/edit-profile' },
};
