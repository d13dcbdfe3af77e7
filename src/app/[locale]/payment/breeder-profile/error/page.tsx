import { resultPage } from '../../result-page';

const { Page, generateMetadata } = resultPage('breeder_profile', 'error');
export { generateMetadata };
export default Page;
