'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { conversationRequest } from './conversations-api';

const SET = 'mutation ($enabled: Boolean!) { setMessageEmails(enabled: $enabled) }';

/** The person's choice of e-mails about messages left unread; saved as it is ticked. */
export function MessageEmailsToggle({ enabled }: { enabled: boolean }) {
  const t = useTranslations('Conversations');
  const id = useId();
  const [checked, setChecked] = useState(enabled);
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  return (
    <p className="message-emails-setting">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          const next = event.target.checked;
          setChecked(next);
          setStatus(null);
          conversationRequest(SET, { enabled: next }).then(
            () => setStatus('saved'),
            () => {
              setChecked(!next);
              setStatus('failed');
            },
          );
        }}
      />{' '}
      <label htmlFor={id}>{t('messageEmailsLabel')}</label>{' '}
      <span role="status">
        {status === 'saved' ? t('messageEmailsSaved') : status ? t('errors.INTERNAL') : ''}
      </span>
    </p>
  );
}
