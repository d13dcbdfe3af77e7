import { builder } from './builder';
import './types/accounts';
import './types/complaints';
import './types/favourites';
import './types/kennels';
import './types/listings';
import './types/newsletter';
import './types/photos';
import './types/reference';
import './types/reservations';
import './types/reviews';
import './types/search';

/** The whole GraphQL schema; each types/<area>.ts adds its objects, queries and mutations. */
export const schema = builder.toSchema({ sortSchema: true });
