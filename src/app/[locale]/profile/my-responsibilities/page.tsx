import { ResponsibilityList } from '@/components/responsibilities/responsibility-list';
import type { Locale } from '@/i18n/locales';
import { createRequestContext } from '@/server/context';
import { findResponsibilities } from '@/server/domain/responsibilities/find-responsibilities';
import { EmptySection, profileMetadata, profilePage } from '../profile-page';
import { getSessionViewer } from '../session-viewer';

export const generateMetadata = profileMetadata('/profile/my-responsibilities');

/** What is due from the person now, from every area that can owe something. */
async function Responsibilities({ locale }: { locale: Locale }) {
  const ctx = createRequestContext({ locale, viewer: await getSessionViewer() });
  const items = await findResponsibilities(ctx);
  if (items.length === 0) return <EmptySection locale={locale} kind="responsibilities" />;
  return <ResponsibilityList items={items} locale={locale} now={ctx.now()} />;
}

export default profilePage('/profile/my-responsibilities', (locale) => (
  <Responsibilities locale={locale} />
));
