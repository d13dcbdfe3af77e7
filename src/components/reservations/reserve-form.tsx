'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import type { AccountFormState } from '@/components/accounts/account-form-state';
import { TIME_LIMIT_VALUES } from '@/validation/time-limits';
import { usePriceText } from '@/components/currency/use-price-text';
import type { DepositOffer } from '@/server/domain/reservations/deposit-offer';
import type { DogKind } from '@/validation/listing-enums';

interface Props {
  action: (state: AccountFormState, form: FormData) => Promise<AccountFormState>;
  /** The deposit in the listing's currency; the button adds the visitor's currency. */
  deposit: DepositOffer;
  /** Puppies and adult dogs are both reserved with a deposit; the hint names which. */
  kind: DogKind;
}

/**
 * "Reserve this dog": starts the reservation and goes to the card page. Signed-out
 * visitors are sent to sign in and brought back to this dog; refusals (already reserved,
 * unconfirmed e-mail) are shown in place.
 */
export function ReserveForm({ action, deposit, kind }: Props) {
  const t = useTranslations('Reserve');
  const tErrors = useTranslations('Errors');
  const [state, formAction, pending] = useActionState(action, { fields: {}, values: {} });
  const depositText = usePriceText(deposit.amount, deposit.currency);
  const error = state.fields.form;
  return (
    <form action={formAction} className="reserve-form" aria-describedby="reserve-hint">
      <button type="submit" className="button primary" disabled={pending}>
        {t('button', { deposit: depositText })}
      </button>
      <p id="reserve-hint" className="muted">
        {t(`hint.${kind}`, TIME_LIMIT_VALUES)}
      </p>
      {error && (
        <p role="alert" className="field-error">
          {tErrors(error as 'alreadyReserved', TIME_LIMIT_VALUES)}
        </p>
      )}
    </form>
  );
}
