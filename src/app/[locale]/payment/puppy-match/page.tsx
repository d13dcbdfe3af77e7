import { checkoutPage } from '../checkout-page';

const { Page, generateMetadata } = checkoutPage('puppy_match');
export { generateMetadata };
export default Page;
