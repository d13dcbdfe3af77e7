// Preloaded (`tsx --import`) by scripts that render e-mails, which needs React's full build and
// so runs without the react-server condition: `server-only` then resolves to its empty module,
// as it does inside the Next.js server, instead of throwing.
import { registerHooks } from 'node:module';

const EMPTY = new URL('../../node_modules/server-only/empty.js', import.meta.url).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'server-only') return { url: EMPTY, shortCircuit: true };
    return nextResolve(specifier, context);
  },
});
