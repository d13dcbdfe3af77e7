import { createHash } from 'node:crypto';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { createInMemoryCache, useResponseCache } from '@graphql-yoga/plugin-response-cache';
import { createYoga, type Plugin, type YogaInitialContext, type YogaLogger } from 'graphql-yoga';
import { GraphQLError } from 'graphql';
import { isLocale } from '@/i18n/locales';
import type { AccountServices } from '../domain/accounts/auth';
import { sessionTokenOf } from '../integrations/auth/session-cookie';
import { DomainError } from '../domain/errors';
import { createSubscriptionGate, type SubscriptionLimits } from '../events/subscription-gate';
import { serializeCookie, type GraphQLContext } from './context';
import { useBodyLimit, useClientErrorAnswers, useNoNulCharacters } from './request-guards';
import { schema } from './schema';
import { useSubscriptionLimits } from './subscription-limits';

export const GRAPHQL_ENDPOINT = '/api/graphql';
export const CSRF_HEADER = 'x-graphql-yoga-csrf';

/**
 * How long a public search answer is reused, as the list pages' data cache does: everyone
 * asking the same search within a minute shares one database query.
 */
export const SEARCH_CACHE_MS = 60_000;

interface ServerOptions {
  /** Builds the domain context (database, events, viewer) for one request. */
  createContext(request: Request): Promise<Omit<GraphQLContext, 'locale' | 'http' | 'accounts'>>;
  /** The account services, resolved on first use (not at build time). */
  accounts(): AccountServices;
  production: boolean;
  /** Reuse public search answers (SEARCH_CACHE_MS); on unless a benchmark measures without. */
  cacheSearches?: boolean;
  /** Where the server logs; the console unless a test counts the lines. */
  logger?: YogaLogger;
  /** Called within the request whose mutation changed what the public lists show. */
  onPublicListsChanged?(): void;
  /** Open subscriptions this process allows (per address, anonymous in total, per account). */
  subscriptionLimits?: SubscriptionLimits;
}

/** Client errors (malformed requests) are info lines; the rest goes to the console as is. */
const consoleLogger: YogaLogger = {
  debug: () => undefined,
  info: (...args: unknown[]) => console.info(...args),
  warn: (...args: unknown[]) => console.warn(...args),
  error: (...args: unknown[]) => console.error(...args),
};

/** Expected failures (wrong password, forbidden, validation) are answers, not server errors. */
const withoutExpectedErrors = (logger: YogaLogger): YogaLogger => ({
  ...logger,
  error: (...args: unknown[]) => {
    const expected = args.some(
      (arg) =>
        arg instanceof DomainError ||
        (arg as { originalError?: unknown })?.originalError instanceof DomainError,
    );
    if (!expected) logger.error(...args);
  },
});

/** A GraphQL error the request itself caused (a variable of the wrong type): Yoga marks it 4xx. */
const isRequestError = (error: GraphQLError) => {
  const status = (error.extensions?.http as { status?: number } | undefined)?.status ?? 0;
  return status >= 400 && status < 500;
};

/**
 * GraphQL over HTTP and SSE. Armor limits cost, depth, aliases and tokens; CSRF prevention
 * requires a custom header; introspection is off in production; unexpected errors are masked.
 */
export function createGraphQLServer({
  createContext,
  accounts,
  production,
  cacheSearches = true,
  logger = consoleLogger,
  onPublicListsChanged,
  subscriptionLimits,
}: ServerOptions) {
  // What the resolvers of one request asked for: cookies to set (sign-in, sign-out) and whether
  // the public lists' cache must expire.
  const exchangeOf = new WeakMap<Request, GraphQLContext['http']>();
  const sessionCookies: Plugin = {
    onResponse({ request, response }) {
      const exchange = exchangeOf.get(request);
      for (const cookie of exchange?.setCookies ?? []) {
        response.headers.append('set-cookie', serializeCookie(cookie));
      }
      if (exchange?.publicListsChanged) onPublicListsChanged?.();
    },
  };
  const plugins: Plugin[] = [
    useBodyLimit(),
    useClientErrorAnswers(logger),
    EnvelopArmorPlugin({
      maxAliases: { n: 15 },
      maxDepth: { n: 8 },
      costLimit: { maxCost: 5000 },
      maxTokens: { n: 1000 },
    }),
    useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
    useNoNulCharacters(),
    sessionCookies,
    useSubscriptionLimits(createSubscriptionGate(subscriptionLimits)),
  ];
  // Only the public search is cached (every other field has no TTL). Answers are kept per
  // session all the same, so a document that also asks for the viewer's data never reaches
  // anybody else; mutations returning a cached listing evict the answers holding it.
  if (cacheSearches) {
    plugins.push(
      useResponseCache({
        cache: createInMemoryCache({ max: 2000 }),
        session: (request) => sessionTokenOf(request.headers.get('cookie')),
        // node:crypto hashes synchronously; the default (Web Crypto) costs a promise, a
        // worker round trip and 5 % of a search request's CPU.
        buildResponseCacheKey: ({ documentString, operationName, variableValues, sessionId }) =>
          createHash('sha256')
            .update(
              [
                documentString,
                operationName ?? '',
                JSON.stringify(variableValues ?? {}),
                sessionId ?? '',
              ].join('\0'),
            )
            .digest('hex'),
        ttl: 0,
        ttlPerSchemaCoordinate: { 'Query.searchListings': SEARCH_CACHE_MS },
        includeExtensionMetadata: false,
      }),
    );
  }
  if (production) plugins.push(useDisableIntrospection());
  return createYoga<object, GraphQLContext>({
    schema,
    graphqlEndpoint: GRAPHQL_ENDPOINT,
    graphiql: !production,
    landingPage: false,
    logging: withoutExpectedErrors(logger),
    // Photos are uploaded through /api/photos; nothing here reads files.
    multipart: false,
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
        if (isGraphQLError && (!original || isRequestError(error as GraphQLError))) {
          return error as GraphQLError;
        }
        return new GraphQLError(isDev ? String((original as Error)?.message ?? message) : message, {
          extensions: { code: 'INTERNAL' },
        });
      },
    },
    context: async ({ request }: YogaInitialContext) => {
      const header = request.headers.get('x-locale');
      const http: GraphQLContext['http'] = { headers: request.headers, setCookies: [] };
      exchangeOf.set(request, http);
      return {
        ...(await createContext(request)),
        locale: isLocale(header) ? header : 'en',
        accounts: accounts(),
        http,
      };
    },
  });
}
