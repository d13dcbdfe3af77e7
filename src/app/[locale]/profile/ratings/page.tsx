import { EmptySection, profileMetadata, profilePage } from '../profile-page';

export const generateMetadata = profileMetadata('/profile/ratings');

export default profilePage('/profile/ratings', (locale) => (
  <EmptySection locale={locale} kind="ratings" />
));
