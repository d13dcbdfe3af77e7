import { resultPage } from '../../result-page';

const { Page, generateMetadata } = resultPage('puppy_match', 'error');
export { generateMetadata };
export default Page;
