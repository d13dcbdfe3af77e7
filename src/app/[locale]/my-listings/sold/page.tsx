import { myListingsMetadata, myListingsTabPage } from '../tab-page';

export const generateMetadata = myListingsMetadata('sold');

export default myListingsTabPage('sold');
