import { reservationsTabMetadata, reservationsTabPage } from '../reservations-tab';

export const generateMetadata = reservationsTabMetadata('purchased');

export default reservationsTabPage('purchased');
