import { resultPage } from '../../result-page';

const { Page, generateMetadata } = resultPage('upcoming_litters', 'thank-you');
export { generateMetadata };
export default Page;
