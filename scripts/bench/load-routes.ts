// The routes of `npm run bench:load`, each its own autocannon run (all at once), with its own
// latencies (p95) and, for reservations, who won which puppy.
import autocannon from 'autocannon';

export interface Route {
  name: string;
  connections: number;
  paths?: string[];
  signIn?: { email: string; password: string };
  /** Buyers' cookies; about `perPuppy` requests in a row contest each puppy. */
  reserve?: { buyers: string[]; puppies: string[]; perPuppy: number };
}

export interface RouteResult {
  name: string;
  requests: number;
  perSecond: number;
  p95: number;
  serverErrors: number;
  /** Connection errors and time-outs: requests that got no answer. */
  lost: number;
  reservations?: {
    sent: number;
    answered: number;
    won: number;
    refused: number;
    unexpected: number;
    /** The distinct unexpected answers (status and the start of the body), a few of them. */
    unexpectedAnswers: Set<string>;
    winnersByPuppy: Map<string, Set<number>>;
  };
}

const RESERVE =
  'mutation ($id: String!) { reserveDog(listingId: $id) { ... on ReservationStart { reservationId } ... on ReserveDogRefusal { code } } }';
const SIGN_IN =
  'mutation ($e: String!, $p: String!) { signIn(email: $e, password: $p) { needsSecondFactor } }';
const graphqlHeaders = (cookie?: string) => ({
  'content-type': 'application/json',
  'x-graphql-yoga-csrf': '1',
  ...(cookie ? { cookie } : {}),
});

type Answer = {
  data?: { reserveDog?: { reservationId?: string; code?: string } } | null;
  errors?: { extensions?: { code?: string } }[];
};

function requestsOf(route: Route, result: RouteResult): autocannon.Request[] {
  let n = 0;
  if (route.paths) {
    const paths = route.paths;
    return [{ setupRequest: (request) => ({ ...request, path: paths[n++ % paths.length]! }) }];
  }
  if (route.signIn) {
    const body = JSON.stringify({
      query: SIGN_IN,
      variables: { e: route.signIn.email, p: route.signIn.password },
    });
    return [{ method: 'POST', path: '/api/graphql', headers: graphqlHeaders(), body }];
  }
  const { buyers, puppies, perPuppy } = route.reserve!;
  const tally = (result.reservations = {
    sent: 0,
    answered: 0,
    won: 0,
    refused: 0,
    unexpected: 0,
    unexpectedAnswers: new Set(),
    winnersByPuppy: new Map(),
  });
  const note = (status: number, body: string) => {
    if (tally.unexpectedAnswers.size < 5)
      tally.unexpectedAnswers.add(`${status} ${body.slice(0, 160)}`);
  };
  return [
    {
      setupRequest(request, context) {
        const index = n++;
        const puppy = puppies[Math.floor(index / perPuppy) % puppies.length]!;
        const buyer = (index * 7) % buyers.length;
        Object.assign(context, { puppy, buyer });
        tally.sent++;
        return {
          ...request,
          method: 'POST',
          path: '/api/graphql',
          headers: graphqlHeaders(buyers[buyer]),
          body: JSON.stringify({ query: RESERVE, variables: { id: puppy } }),
        };
      },
      onResponse(status, body, context) {
        tally.answered++;
        const { puppy, buyer } = context as { puppy: string; buyer: number };
        let answer: Answer = {};
        try {
          answer = JSON.parse(body) as Answer;
        } catch {
          tally.unexpected++;
          note(status, body);
          return;
        }
        if (status === 200 && answer.data?.reserveDog?.reservationId) {
          tally.won++;
          const winners = tally.winnersByPuppy.get(puppy) ?? new Set<number>();
          tally.winnersByPuppy.set(puppy, winners.add(buyer));
        } else if (answer.data?.reserveDog?.code === 'alreadyReserved') {
          tally.refused++;
          if (!tally.winnersByPuppy.has(puppy)) tally.winnersByPuppy.set(puppy, new Set());
        } else {
          tally.unexpected++;
          note(status, body);
        }
      },
    },
  ];
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]! : 0;
}

/** Runs every route at once for `seconds`, then prints one line per route. */
export async function runRoutes(base: string, routes: Route[], seconds: number) {
  const results = await Promise.all(
    routes.map(async (route) => {
      const result: RouteResult = {
        name: route.name,
        requests: 0,
        perSecond: 0,
        p95: 0,
        serverErrors: 0,
        lost: 0,
      };
      const latencies: number[] = [];
      const run = await new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon(
          {
            url: base,
            connections: route.connections,
            duration: seconds,
            timeout: 30,
            requests: requestsOf(route, result),
          },
          (error, done) => (error ? reject(error) : resolve(done)),
        );
        instance.on('response', (_client, _status, _bytes, time) => latencies.push(time));
      });
      latencies.sort((a, b) => a - b);
      result.requests = latencies.length;
      result.perSecond = latencies.length / seconds;
      result.p95 = percentile(latencies, 0.95);
      result.serverErrors = Object.entries(run.statusCodeStats ?? {})
        .filter(([code]) => code.startsWith('5'))
        .reduce((sum, [, stat]) => sum + (stat.count ?? 0), 0);
      result.lost = run.errors + run.timeouts;
      return result;
    }),
  );
  console.log('route            requests   req/s    p95 ms   5xx   lost');
  for (const r of results) {
    console.log(
      `${r.name.padEnd(16)} ${String(r.requests).padStart(8)} ${r.perSecond.toFixed(0).padStart(7)} ` +
        `${r.p95.toFixed(0).padStart(9)} ${String(r.serverErrors).padStart(5)} ${String(r.lost).padStart(6)}`,
    );
  }
  return results;
}
