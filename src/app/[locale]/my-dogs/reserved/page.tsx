import { reservationsTabMetadata, reservationsTabPage } from '../reservations-tab';

export const generateMetadata = reservationsTabMetadata('reserved');

export default reservationsTabPage('reserved');
