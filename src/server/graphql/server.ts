import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { createYoga, type Plugin, type YogaInitialContext } from 'graphql-yoga';
import { GraphQLError } from 'graphql';
import { isLocale } from '@/i18n/locales';
import type { RequestContext } from '../context';
import { DomainError } from '../domain/errors';
import { schema } from './schema';

export const GRAPHQL_ENDPOINT = '/api/graphql';
export const CSRF_HEADER = 'x-graphql-yoga-csrf';

interface ServerOptions {
  /** Builds the domain context (database, events, viewer) for one request. */
  createContext(
    request: Request,
  ): Promise<Omit<RequestContext, 'locale'>> | Omit<RequestContext, 'locale'>;
  production: boolean;
}

/**
 * GraphQL over HTTP and SSE. Armor limits cost, depth, aliases and tokens; CSRF prevention
 * requires a custom header; introspection is off in production; unexpected errors are masked.
 */
export function createGraphQLServer({ createContext, production }: ServerOptions) {
  const plugins: Plugin[] = [
    EnvelopArmorPlugin({
      maxAliases: { n: 15 },
      maxDepth: { n: 8 },
      costLimit: { maxCost: 5000 },
      maxTokens: { n: 1000 },
    }),
    useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
  ];
  if (production) plugins.push(useDisableIntrospection());
  return createYoga<object, RequestContext>({
    schema,
    graphqlEndpoint: GRAPHQL_ENDPOINT,
    graphiql: !production,
    landingPage: false,
    fetchAPI: { Response },
    plugins,
    maskedErrors: {
      maskError(error, message, isDev) {
        // Name check, not instanceof: graphql may be loaded twice (ESM and CommonJS builds).
        const isGraphQLError = (error as Error)?.name === 'GraphQLError';
        const original = isGraphQLError ? (error as GraphQLError).originalError : error;
        if (original instanceof DomainError) {
          return new GraphQLError(original.message, {
            extensions: { code: original.code, fields: original.fields },
          });
        }
        if (isGraphQLError && !original) return error as GraphQLError;
        return new GraphQLError(isDev ? String((original as Error)?.message ?? message) : message, {
          extensions: { code: 'INTERNAL' },
        });
      },
    },
    context: async ({ request }: YogaInitialContext) => {
      const header = request.headers.get('x-locale');
      return { ...(await createContext(request)), locale: isLocale(header) ? header : 'en' };
    },
  });
}
