import { EmptySection, profileMetadata, profilePage } from '../profile-page';

export const generateMetadata = profileMetadata('/profile/breeder');

export default profilePage('/profile/breeder', (locale) => (
  <EmptySection locale={locale} kind="breeder" withBreederHelp />
));
