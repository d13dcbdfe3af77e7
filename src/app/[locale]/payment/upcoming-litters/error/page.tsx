import { resultPage } from '../../result-page';

const { Page, generateMetadata } = resultPage('upcoming_litters', 'error');
export { generateMetadata };
export default Page;
