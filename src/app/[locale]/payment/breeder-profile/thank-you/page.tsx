import { resultPage } from '../../result-page';

const { Page, generateMetadata } = resultPage('breeder_profile', 'thank-you');
export { generateMetadata };
export default Page;
