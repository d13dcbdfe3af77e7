import { builder } from './builder';
import './types/accounts';
import './types/alerts';
import './types/complaints';
import './types/conversations';
import './types/favourites';
import './types/kennels';
import './types/listings';
import './types/newsletter';
import './types/notifications';
import './types/paid-services';
import './types/photos';
import './types/puppy-match-operations';
import './types/reference';
import './types/reservations';
import './types/reviews';
import './types/search';
import './types/verification';
import './types/traders';

/** The whole GraphQL schema; each types/<area>.ts adds its objects, queries and mutations. */
export const schema = builder.toSchema({ sortSchema: true });
