import { z } from 'zod';

/**
 * Validated configuration: the only reader of process.env. Every variable has a working
 * default for the embedded set-up (see .env.example).
 */
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    SITE_URL: z.url().default('http://localhost:3000'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
      .optional(),
    DATA_DIR: z.string().default('./data'),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    BLOG_URL: z.url().optional(),
    /** JSON object of messenger chat links per language; "*" is the fallback. */
    MESSENGER_URLS: z
      .string()
      .default('{}')
      .transform((text, ctx) => {
        try {
          return z.record(z.string(), z.url()).parse(JSON.parse(text));
        } catch {
          ctx.addIssue({ code: 'custom', message: 'MESSENGER_URLS must be a JSON object of URLs' });
          return z.NEVER;
        }
      }),
    /** Signs session cookies and tokens; unset: a random secret kept in DATA_DIR/auth-secret. */
    AUTH_SECRET: z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional(),
    /** SMTP server for outgoing mail, e.g. smtp://user:pass@host:587; unset writes to the outbox. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
      .optional(),
    MAIL_FROM: z.string().default('Dog Market <no-reply@dogmarket.localhost>'),
    /** Shows the local outbox at /outbox (never enable with real users' mail). */
    OUTBOX_VIEWER: z
      .enum(['true', 'false'])
      .optional()
      .transform((v) => v === 'true'),
    SEED_DEMO_DATA: z
      .enum(['true', 'false'])
      .default('true')
      .transform((v) => v === 'true'),
    LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
    /** S3-compatible bucket for photos; unset keeps them on local disk under DATA_DIR/media. */
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().default('us-east-1'),
    /** Endpoint of an S3-compatible service (MinIO, R2, Spaces …); unset means AWS S3. */
    S3_ENDPOINT: z.url().optional(),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_PREFIX: z.string().optional(),
    /** Public base URL of the bucket (or a CDN before it); unset serves photos through /media. */
    S3_PUBLIC_URL: z.url().optional(),
    /** Live-update streams (GraphQL subscriptions) one process keeps open per visitor address. */
    SUBSCRIPTIONS_PER_ADDRESS: z.coerce.number().int().min(0).default(20),
    /** … for all visitors who are not signed in, together. */
    SUBSCRIPTIONS_ANONYMOUS_TOTAL: z.coerce.number().int().min(0).default(2000),
    /** … per signed-in account (not counted against the two above). */
    SUBSCRIPTIONS_PER_ACCOUNT: z.coerce.number().int().min(0).default(50),
    /** Card payments: the built-in sandbox (test cards, no money) or Stripe. */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    /** Signs the sandbox's webhooks; unset: derived from the auth secret. */
    SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
    /** Where the sandbox delivers its webhooks; unset: SITE_URL's /api/payments/webhook/sandbox. */
    SANDBOX_WEBHOOK_URL: z.url().optional(),
  })
  .refine(
    (config) =>
      config.PAYMENT_PROVIDER !== 'stripe' ||
      (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET),
    {
      message: 'PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
      path: ['PAYMENT_PROVIDER'],
    },
  )
  .refine(
    (config) => !config.S3_BUCKET || (config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY),
    {
      message: 'S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      path: ['S3_BUCKET'],
    },
  );

export type Env = z.infer<typeof schema>;

function load(): Env {
  // An empty value in .env means "use the default".
  const source = Object.fromEntries(
    Object.entries(process.env).filter(([, value]) => value !== ''),
  );
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${details}`);
  }
  return parsed.data;
}

export const env: Env = load();
