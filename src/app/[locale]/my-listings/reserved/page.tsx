import { myListingsMetadata, myListingsTabPage } from '../tab-page';

export const generateMetadata = myListingsMetadata('reserved');

export default myListingsTabPage('reserved');
