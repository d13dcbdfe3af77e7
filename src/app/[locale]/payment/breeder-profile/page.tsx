import { checkoutPage } from '../checkout-page';

const { Page, generateMetadata } = checkoutPage('breeder_profile');
export { generateMetadata };
export default Page;
