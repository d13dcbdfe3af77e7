import { bankThankYouMetadata, bankThankYouPage } from '../../bank-thank-you-page';

export const dynamic = 'force-dynamic';
export const generateMetadata = bankThankYouMetadata('puppy-match');
export default bankThankYouPage('puppy-match');
