import { bankThankYouMetadata, bankThankYouPage } from '../../bank-thank-you-page';

export const dynamic = 'force-dynamic';
export const generateMetadata = bankThankYouMetadata('upcoming-litters');
export default bankThankYouPage('upcoming-litters');
