import { contentRoute } from '@/components/content/content-route';

const page = contentRoute('puppy-buying-tips', '/help/puppy-buying-tips');
export const generateMetadata = page.generateMetadata;
export default page.Page;
