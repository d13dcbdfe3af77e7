import { contentRoute } from '@/components/content/content-route';

const page = contentRoute('terms-and-conditions', '/terms-and-conditions');
export const generateMetadata = page.generateMetadata;
export default page.Page;
