import { notFound, redirect } from 'next/navigation';
import { createTranslator } from 'next-intl';
import { loadMessages } from '@/i18n/load-messages';
import { DEFAULT_LOCALE, isLocale, LOCALE_TAGS } from '@/i18n/locales';
import { formatMoney } from '@/i18n/money';
import { createRequestContext } from '@/server/context';
import { DomainError } from '@/server/domain/errors';
import { getSandboxCharge } from '@/server/domain/payments/sandbox-checkout';
import { authenticateAction, payAction } from './actions';
import { SandboxCardForm } from './sandbox-card-form';

export const dynamic = 'force-dynamic';

const TEST_CARDS = [
  ['4242 4242 4242 4242', 'succeeds'],
  ['4000 0000 0000 0002', 'declined'],
  ['4000 0000 0000 9995', 'insufficientFunds'],
  ['4000 0025 0000 3155', 'authentication'],
] as const;

export default async function SandboxPayPage({ params }: { params: Promise<{ ref: string }> }) {
  const { ref } = await params;
  let charge;
  try {
    charge = await getSandboxCharge(createRequestContext(), ref);
  } catch (error) {
    if (error instanceof DomainError) notFound();
    throw error;
  }
  // A settled charge has nothing to pay: back to the shop, which shows the outcome.
  if (charge.status !== 'open' && charge.status !== 'requires_authentication') {
    redirect(charge.returnUrl);
  }
  const locale = isLocale(charge.locale) ? charge.locale : DEFAULT_LOCALE;
  const t = createTranslator({
    locale,
    messages: await loadMessages(locale),
    namespace: 'SandboxCheckout',
  });
  const amount = formatMoney(charge.amount, charge.currency, LOCALE_TAGS[locale]);
  return (
    <html lang={locale}>
      <head>
        <title>{t('title', { amount })}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </head>
      <body className="sandbox-pay">
        <main>
          <div className="sandbox-card">
            <span className="sandbox-badge">{t('badge')}</span>
            <h1>{charge.description}</h1>
            <p className="sandbox-amount">{amount}</p>
            {charge.status === 'requires_authentication' ? (
              <section aria-labelledby="sandbox-auth">
                <h2 id="sandbox-auth">{t('authTitle')}</h2>
                <p>{t('authText', { last4: charge.cardLast4 ?? '' })}</p>
                <form action={authenticateAction.bind(null, charge.id, true)}>
                  <button type="submit">{t('authApprove')}</button>
                </form>
                <form action={authenticateAction.bind(null, charge.id, false)}>
                  <button type="submit" className="secondary">
                    {t('authFail')}
                  </button>
                </form>
              </section>
            ) : (
              <SandboxCardForm
                action={payAction.bind(null, charge.id)}
                labels={{
                  number: t('number'),
                  expiry: t('expiry'),
                  expiryHint: t('expiryHint'),
                  cvc: t('cvc'),
                  pay: t('pay', { amount }),
                  paying: t('paying'),
                  invalidNumber: t('errors.invalidNumber'),
                  invalidExpiry: t('errors.invalidExpiry'),
                  invalidCvc: t('errors.invalidCvc'),
                }}
              />
            )}
            <details>
              <summary>{t('testCards')}</summary>
              <ul>
                {TEST_CARDS.map(([number, key]) => (
                  <li key={number}>
                    <code>{number}</code> — {t(`cards.${key}`)}
                  </li>
                ))}
              </ul>
              <p>{t('anyExpiry')}</p>
            </details>
            <p>
              <a href={charge.cancelUrl}>{t('cancel')}</a>
            </p>
          </div>
        </main>
      </body>
    </html>
  );
}
