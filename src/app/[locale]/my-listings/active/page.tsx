import { myListingsMetadata, myListingsTabPage } from '../tab-page';

export const generateMetadata = myListingsMetadata('active');

export default myListingsTabPage('active');
