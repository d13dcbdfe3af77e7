import { EmptySection, profileMetadata, profilePage } from '../profile-page';

export const generateMetadata = profileMetadata('/profile/price');

export default profilePage('/profile/price', (locale) => (
  <EmptySection locale={locale} kind="price" />
));
