// Imported first by scripts/serve.ts: Next and the app read NODE_ENV when their modules load,
// and `next start` would have set it before any of them.
Object.assign(process.env, { NODE_ENV: 'production' });
