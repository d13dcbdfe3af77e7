import { InvoiceList } from '@/components/invoices/invoice-list';
import { OwnSubscriptions } from '@/components/paid-services/own-subscriptions';
import { createRequestContext } from '@/server/context';
import { findInvoicesForUser } from '@/server/domain/invoices/find-invoices-for-user';
import { findOwnSubscriptions } from '@/server/domain/paid-services/find-own-subscriptions';
import { profileMetadata, profilePage } from '../profile-page';
import { getSessionViewer } from '../session-viewer';

export const generateMetadata = profileMetadata('/profile/subscription');

export default profilePage('/profile/subscription', async (locale) => {
  const viewer = await getSessionViewer();
  const ctx = createRequestContext({ locale, viewer });
  const [own, invoices] = await Promise.all([findOwnSubscriptions(ctx), findInvoicesForUser(ctx)]);
  return (
    <>
      <OwnSubscriptions own={own} locale={locale} />
      <InvoiceList invoices={invoices} locale={locale} />
    </>
  );
});
