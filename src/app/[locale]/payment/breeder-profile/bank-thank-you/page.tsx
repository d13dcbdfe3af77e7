import { bankThankYouMetadata, bankThankYouPage } from '../../bank-thank-you-page';

export const dynamic = 'force-dynamic';
export const generateMetadata = bankThankYouMetadata('breeder-profile');
export default bankThankYouPage('breeder-profile');
