'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import type { BreederEvent } from '@/server/domain/listings/get-own-listing';
import { TIME_LIMIT_VALUES } from '@/validation/time-limits';
import { useErrorText } from './editor-field';
import { EMPTY_STATUS_STATE, type StatusAction } from './listing-action-states';
import '../my-listings.css';
import type { ListingKind } from '@/validation/listing-enums';

const STYLE: Partial<Record<BreederEvent, string>> = {
  publish: 'button small',
  restore: 'button small',
  delete: 'button secondary small danger',
};

/**
 * The state changes the table allows, as buttons of one form (it works without JavaScript,
 * too); the answer, or the reason it was refused, is shown beside them.
 */
export function ListingStatusActions({
  listingId,
  kind,
  actions,
  action,
  describedBy,
}: {
  listingId: string;
  kind: ListingKind;
  actions: BreederEvent[];
  action: StatusAction;
  /** Id of the listing's title, so "Publish" is announced with what it publishes. */
  describedBy?: string;
}) {
  const t = useTranslations('MyListings');
  const errorText = useErrorText();
  const [state, formAction, pending] = useActionState(action, EMPTY_STATUS_STATE);
  // Litter births need their own form (date and puppies): the editor has it.
  const buttons = actions.filter((event) => event !== 'markBorn');
  if (buttons.length === 0 && !state.done && !state.error) return null;
  return (
    <form action={formAction} className="status-actions">
      <input type="hidden" name="id" value={listingId} />
      <div className="status-buttons">
        {buttons.map((event) => (
          <button
            key={event}
            type="submit"
            name="event"
            value={event}
            className={STYLE[event] ?? 'button secondary small'}
            disabled={pending}
            aria-describedby={describedBy}
          >
            {event === 'publish' && kind === 'litter'
              ? t('actions.announce')
              : t(`actions.${event}`, TIME_LIMIT_VALUES)}
          </button>
        ))}
      </div>
      <p className="status-answer" role="status">
        {state.done ? t(`done.${state.done}`, TIME_LIMIT_VALUES) : ''}
      </p>
      {state.error && (
        <p className="field-error" role="alert">
          {errorText(state.error)}
        </p>
      )}
    </form>
  );
}
