import { getTranslations, setRequestLocale } from 'next-intl/server';
import { MessageEmailsToggle } from '@/components/messages/message-emails-toggle';
import { StartConversationForm } from '@/components/messages/start-conversation-form';
import '@/components/messages/messages.css';
import { ClientMessages } from '@/i18n/client-messages-provider';
import type { Locale } from '@/i18n/locales';
import { Link, getPathname } from '@/i18n/navigation';
import { createRequestContext } from '@/server/context';
import { findConversations } from '@/server/domain/messages/find-conversations';
import { findMessageEmailsEnabled } from '@/server/domain/messages/message-emails-setting';
import { profileMetadata } from '../profile-page';
import { getSessionViewer } from '../session-viewer';

export const generateMetadata = profileMetadata('/profile/messages');

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const one = (value: string | string[] | undefined) => (typeof value === 'string' ? value : '');

/**
 * The person's conversations, unread first, with a search; `?listing=`, `?kennel=` or
 * `?reservation=` (from an ad, a kennel page or a reservation) opens the first message's form.
 */
export default async function ConversationsPage({ params, searchParams }: Props) {
  const locale = (await params).locale as Locale;
  setRequestLocale(locale);
  const query = await searchParams;
  const viewer = await getSessionViewer();
  const [tProfile, t] = await Promise.all([
    getTranslations({ locale, namespace: 'Profile' }),
    getTranslations({ locale, namespace: 'Conversations' }),
  ]);
  const search = one(query.q).slice(0, 100);
  const archived = one(query.archived) === '1';
  const start = one(query.reservation)
    ? { reservationId: one(query.reservation) }
    : one(query.listing)
      ? { listingId: one(query.listing) }
      : one(query.kennel)
        ? { kennelId: one(query.kennel) }
        : null;
  const heading = <h2 id="profile-section-title">{tProfile('messages')}</h2>;
  // The profile layout shows the confirmation notice with its resend button above.
  if (!viewer?.emailVerified) {
    return (
      <section aria-labelledby="profile-section-title">
        {heading}
        <p className="empty-state">{t('errors.emailNotVerified')}</p>
      </section>
    );
  }
  const ctx = createRequestContext({ locale, viewer });
  const [conversations, emailsEnabled] = await Promise.all([
    findConversations(ctx, { search, archived }),
    findMessageEmailsEnabled(ctx),
  ]);
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <section aria-labelledby="profile-section-title" className="conversations">
      {heading}
      {start && (
        <ClientMessages locale={locale} namespaces={['Conversations']}>
          <section aria-labelledby="new-message" className="new-message">
            <h3 id="new-message">{t('writeToBreeder')}</h3>
            <StartConversationForm
              start={start}
              conversationHref={getPathname('/profile/messages/[id]', { id: '__ID__' }, locale)}
            />
          </section>
        </ClientMessages>
      )}
      <form role="search" className="conversation-search">
        <label htmlFor="conversation-search">{t('searchLabel')}</label>
        <input id="conversation-search" type="search" name="q" defaultValue={search} />
        {archived && <input type="hidden" name="archived" value="1" />}
        <button type="submit" className="button">
          {t('searchButton')}
        </button>
      </form>
      <p className="conversation-tabs">
        {archived ? (
          <Link route="/profile/messages" locale={locale}>
            {t('inbox')}
          </Link>
        ) : (
          <Link route="/profile/messages" locale={locale} query={{ archived: '1' }}>
            {t('archived')}
          </Link>
        )}
      </p>
      {conversations.length === 0 ? (
        <p className="empty-state">{search ? t('emptySearch') : t('empty')}</p>
      ) : (
        <ul className="conversation-list">
          {conversations.map((conversation) => (
            <li key={conversation.id} className={conversation.isUnread ? 'unread' : undefined}>
              <Link route="/profile/messages/[id]" params={{ id: conversation.id }} locale={locale}>
                <strong>{conversation.counterpartName}</strong>
                {conversation.isUnread && <span className="badge">{t('unread')}</span>}
              </Link>
              {conversation.listingTitle && (
                <p className="muted">{t('about', { dog: conversation.listingTitle })}</p>
              )}
              <p className="conversation-excerpt">{conversation.lastMessage || t('photoOnly')}</p>
              <p className="muted">
                <time dateTime={conversation.lastMessageAt.toISOString()}>
                  {time.format(conversation.lastMessageAt)}
                </time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <ClientMessages locale={locale} namespaces={['Conversations']}>
        <MessageEmailsToggle enabled={emailsEnabled} />
      </ClientMessages>
    </section>
  );
}
