import { contentRoute } from '@/components/content/content-route';

const page = contentRoute('privacy-policy', '/privacy-policy');
export const generateMetadata = page.generateMetadata;
export default page.Page;
