import { myListingsMetadata, myListingsTabPage } from '../tab-page';

export const generateMetadata = myListingsMetadata('drafts');

export default myListingsTabPage('drafts');
