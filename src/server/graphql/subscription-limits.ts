import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { clientAddress } from '../domain/accounts/client-address';
import type { SubscriptionGate } from '../events/subscription-gate';
import type { GraphQLContext } from './context';

const isAsyncIterable = (value: unknown): value is AsyncIterable<unknown> =>
  typeof (value as AsyncIterable<unknown> | null)?.[Symbol.asyncIterator] === 'function';

/**
 * Each subscription takes a place at the gate for as long as its stream is open; over a limit
 * the request is answered 429 with a RATE_LIMITED error, before anything is subscribed.
 */
export function useSubscriptionLimits(gate: SubscriptionGate): Plugin {
  return {
    onSubscribe({ args, setResultAndStopExecution }) {
      const ctx = args.contextValue as unknown as GraphQLContext;
      const release = gate.admit({
        accountId: ctx.viewer?.id ?? null,
        address: clientAddress(ctx.http.headers),
      });
      if (!release) {
        setResultAndStopExecution({
          errors: [
            new GraphQLError('Too many live updates are open; close some and try again.', {
              extensions: { code: 'RATE_LIMITED', http: { status: 429 } },
            }),
          ],
        });
        return;
      }
      return {
        onSubscribeResult({ result }) {
          // An error instead of a stream (a refused argument, say) holds no place.
          if (!isAsyncIterable(result)) {
            release();
            return;
          }
          return { onEnd: release };
        },
        onSubscribeError: release,
      };
    },
  };
}
