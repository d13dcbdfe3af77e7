import { myListingsMetadata, myListingsTabPage } from '../tab-page';

export const generateMetadata = myListingsMetadata('upcoming-litters');

export default myListingsTabPage('upcoming-litters');
