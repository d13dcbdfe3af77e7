import { checkoutPage } from '../checkout-page';

const { Page, generateMetadata } = checkoutPage('upcoming_litters');
export { generateMetadata };
export default Page;
