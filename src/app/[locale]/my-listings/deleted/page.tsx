import { myListingsMetadata, myListingsTabPage } from '../tab-page';

export const generateMetadata = myListingsMetadata('deleted');

export default myListingsTabPage('deleted');
