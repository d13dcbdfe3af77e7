import { EmptySection, profileMetadata, profilePage } from '../profile-page';

export const generateMetadata = profileMetadata('/profile/subscription');

export default profilePage('/profile/subscription', (locale) => (
  <EmptySection locale={locale} kind="subscription" withBreederHelp />
));
