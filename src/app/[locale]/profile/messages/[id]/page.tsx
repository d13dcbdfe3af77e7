import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ConversationSafetyActions } from '@/components/messages/conversation-safety-actions';
import { ConversationThread } from '@/components/messages/conversation-thread';
import '@/components/messages/messages.css';
import '@/components/photos/photo-manager.css';
import { ClientMessages } from '@/i18n/client-messages-provider';
import type { Locale } from '@/i18n/locales';
import { pageMetadata } from '@/i18n/metadata';
import { Link } from '@/i18n/navigation';
import { createRequestContext } from '@/server/context';
import { DomainError } from '@/server/domain/errors';
import { getConversationOrThrow } from '@/server/domain/messages/find-conversation';
import { photoAcceptTypes } from '@/server/domain/photos/photo-formats';
import { getSessionViewer } from '../../session-viewer';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = (await params) as { locale: Locale; id: string };
  const t = await getTranslations({ locale, namespace: 'Conversations' });
  return pageMetadata({
    route: '/profile/messages/[id]',
    params: { id },
    locale,
    title: t('title'),
    description: t('metaDescription'),
  });
}

/** One conversation with its messages, live; someone else's or an unknown one is not found. */
export default async function ConversationPage({ params }: Props) {
  const { locale, id } = (await params) as { locale: Locale; id: string };
  setRequestLocale(locale);
  const viewer = await getSessionViewer();
  const t = await getTranslations({ locale, namespace: 'Conversations' });
  let conversation;
  try {
    conversation = await getConversationOrThrow(createRequestContext({ locale, viewer }), {
      conversationId: id,
    });
  } catch (error) {
    if (error instanceof DomainError) notFound();
    throw error;
  }
  return (
    <section aria-labelledby="profile-section-title" className="conversation">
      <p>
        <Link route="/profile/messages" locale={locale}>
          {t('back')}
        </Link>
      </p>
      <h2 id="profile-section-title">
        {t('conversationWith', { name: conversation.counterpartName })}
      </h2>
      {conversation.listingTitle && (
        <p className="muted">{t('about', { dog: conversation.listingTitle })}</p>
      )}
      <p className="contact-status">
        {conversation.safety.isContactRevealed ? t('contactRevealed') : t('contactMaskedNotice')}
      </p>
      <ClientMessages locale={locale} namespaces={['Conversations', 'Photos']}>
        <ConversationThread
          conversationId={conversation.id}
          counterpartName={conversation.counterpartName}
          locale={locale}
          initialMessages={conversation.messages.map((message) => ({
            id: message.id,
            body: message.body,
            sentAt: message.sentAt.toISOString(),
            isMine: message.isMine,
            isRead: message.isRead,
            listingTitle: message.listingTitle,
            hasHiddenContact: message.hasHiddenContact,
            scamWarning: message.scamSignals.length > 0,
            photos: message.photos,
          }))}
          photoAccept={photoAcceptTypes()}
        />
        <ConversationSafetyActions
          conversationId={conversation.id}
          side={conversation.side}
          isContactRevealed={conversation.safety.isContactRevealed}
          hasBlocked={conversation.safety.hasBlocked}
        />
      </ClientMessages>
    </section>
  );
}
