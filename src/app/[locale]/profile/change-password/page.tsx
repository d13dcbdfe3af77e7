import { ChangePasswordForm } from '@/components/accounts/profile-forms';
import { changePasswordAction } from '../actions';
import { profileMetadata, profilePage } from '../profile-page';

export const generateMetadata = profileMetadata('/profile/change-password');

export default profilePage('/profile/change-password', () => (
  <ChangePasswordForm action={changePasswordAction} />
));
