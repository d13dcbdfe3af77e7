import { EmptySection, profileMetadata, profilePage } from '../profile-page';

export const generateMetadata = profileMetadata('/profile/my-responsibilities');

export default profilePage('/profile/my-responsibilities', (locale) => (
  <EmptySection locale={locale} kind="responsibilities" />
));
