import { resultPage } from '../../result-page';

const { Page, generateMetadata } = resultPage('puppy_match', 'thank-you');
export { generateMetadata };
export default Page;
