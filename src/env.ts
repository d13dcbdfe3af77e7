import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';

/** The demo company invoices name until SELLER_NAME is set. */
export const DEMO_SELLER_NAME = 'Dog Market Demo Kft.';
/** The demo payee of bank transfers, for the embedded start only (a public site must set its own). */
export const DEMO_BANK_ACCOUNT = {
  BANK_PAYEE_NAME: 'Dog Market Demo Kft.',
  BANK_IBAN: 'HU42117730161111101800000000',
  BANK_BIC: 'OTPVHUHB',
} as const;

/**
 * Validated configuration: the only reader of process.env. Every variable has a working
 * default for the embedded set-up (see .env.example).
 */
const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Port of the server; SITE_URL's default follows it. */
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** Public origin of every absolute URL; unset: http://localhost:$PORT (loopback only). */
    SITE_URL: z.url().optional(),
    /** Address the server listens on (npm start/dev pass it to Next); unset: every interface. */
    HOST: z.string().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
      .optional(),
    DATA_DIR: z.string().default('./data'),
    /** Proxies whose X-Forwarded-For is believed: addresses and CIDR ranges, comma-separated. */
    TRUSTED_PROXIES: z.string().default(''),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
    BLOG_URL: z.url().optional(),
    /** Pet-taxi service that brings a bought dog home; unset hides the link. */
    PET_TAXI_URL: z.url().optional(),
    /**
     * Pet registries asked whether an ad's microchip is registered, per dog country, as JSON:
     * {"HU": {"name": "Petvetdata", "url": "https://registry.example/api"}}; unset: none asked.
     */
    PET_REGISTRIES: z
      .string()
      .default('{}')
      .transform((text, ctx) => {
        try {
          return z
            .record(
              z.string().regex(/^[A-Z]{2}$/),
              z.object({ name: z.string().min(1), url: z.url() }),
            )
            .parse(JSON.parse(text));
        } catch {
          ctx.addIssue({
            code: 'custom',
            message: 'PET_REGISTRIES must be a JSON object of {name, url} per country code',
          });
          return z.NEVER;
        }
      }),
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
    /** The site's profiles on social networks (comma-separated URLs): Organization sameAs. */
    SOCIAL_PROFILE_URLS: z
      .string()
      .default('')
      .transform((text) =>
        text
          .split(',')
          .map((url) => url.trim())
          .filter(Boolean),
      )
      .pipe(z.array(z.url())),
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
    /** Moderation flag: an account under 7 days old publishing more ads than this within an hour. */
    MODERATION_BURST_ADS: z.coerce.number().int().min(1).default(5),
    /** Card payments: the built-in sandbox (test cards, no money) or Stripe. */
    PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    /** Signs the sandbox's webhooks; unset: derived from the auth secret. */
    SANDBOX_WEBHOOK_SECRET: z.string().min(16).optional(),
    /** Where the sandbox delivers its webhooks; unset: SITE_URL's /api/payments/webhook/sandbox. */
    SANDBOX_WEBHOOK_URL: z.url().optional(),
    /**
     * The issuer printed on every invoice and credit note. The defaults are a demo company that
     * a public site refuses to start with (src/server/startup-checks.ts).
     */
    SELLER_NAME: z.string().trim().min(1).optional(),
    SELLER_ADDRESS: z.string().trim().min(1).default('Váci út 1, 1062 Budapest'),
    /** ISO 3166-1 alpha-2 code of an EU member state: the VAT rules start from it. */
    SELLER_COUNTRY: z.string().trim().toUpperCase().default('HU'),
    SELLER_VAT_NUMBER: z.string().trim().toUpperCase().default('HU12345676'),
    SELLER_COMPANY_REGISTRATION: z.string().trim().min(1).default('Cg. 01-09-123456'),
    SELLER_EMAIL: z.email().default('billing@dogmarket.localhost'),
    /** Bank transfers: the account holder's name shown to payers (and in the EPC QR code). */
    BANK_PAYEE_NAME: z.string().trim().min(1).max(70).optional(),
    /** The payee's IBAN (spaces allowed); a wrong check digit refuses to start. */
    BANK_IBAN: z
      .string()
      .transform((value) => electronicFormatIBAN(value) ?? '')
      .refine((value) => isValidIBAN(value), {
        message: 'BANK_IBAN is not a valid IBAN (check the country code, length and check digits)',
      })
      .optional(),
    /** The payee bank's BIC (SWIFT code), 8 or 11 characters. */
    BANK_BIC: z
      .string()
      .trim()
      .toUpperCase()
      .refine((value) => isValidBIC(value), {
        message: 'BANK_BIC is not a valid BIC (8 or 11 characters, e.g. OTPVHUHB)',
      })
      .optional(),
    /**
     * The EU VAT register's REST service (VIES, e.g. https://ec.europa.eu/taxation_customs/vies/rest-api);
     * unset: VAT numbers are checked by their format only.
     */
    VIES_URL: z.url().optional(),
    /**
     * A trade-register look-up service (GET ?country=&number=, answers JSON { found }); unset:
     * traders' register numbers are checked by their format only ("not checked").
     */
    TRADE_REGISTER_CHECK_URL: z.url().optional(),
    /** Percent of new visitors of /lp/breeder-profile shown its variant A; 0 turns the test off. */
    LP_BREEDER_PROFILE_SPLIT: z.coerce.number().int().min(0).max(100).default(50),
    /** Hours a subscribed breeder's new dog reaches puppy-match requests before others' do. */
    PUPPY_MATCH_PRIORITY_HOURS: z.coerce.number().min(0).max(720).default(24),
    /** Hours each waitlisted buyer has to choose their puppy once it is their turn. */
    WAITLIST_PICK_HOURS: z.coerce.number().min(1).max(336).default(48),
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
  )
  .transform((config) => ({
    ...config,
    SITE_URL: config.SITE_URL ?? `http://localhost:${config.PORT}`,
    /** Whether SITE_URL was given (a public start must give it). */
    IS_SITE_URL_SET: config.SITE_URL !== undefined,
    PAYMENT_PROVIDER: config.PAYMENT_PROVIDER ?? 'sandbox',
    /** Whether the provider was chosen (a public site must choose, even the sandbox). */
    IS_PAYMENT_PROVIDER_SET: config.PAYMENT_PROVIDER !== undefined,
    SELLER_NAME: config.SELLER_NAME ?? DEMO_SELLER_NAME,
    /** Whether the seller was configured (a public site must not invoice as the demo company). */
    IS_SELLER_SET: config.SELLER_NAME !== undefined,
    BANK_PAYEE_NAME: config.BANK_PAYEE_NAME ?? DEMO_BANK_ACCOUNT.BANK_PAYEE_NAME,
    BANK_IBAN: config.BANK_IBAN ?? DEMO_BANK_ACCOUNT.BANK_IBAN,
    BANK_BIC: config.BANK_BIC ?? DEMO_BANK_ACCOUNT.BANK_BIC,
    /** Whether the bank account was given (a public site must not show the demo account). */
    IS_BANK_ACCOUNT_SET: config.BANK_IBAN !== undefined,
  }));

export type Env = z.infer<typeof schema>;

/** Checks a configuration without reading process.env (for tests of the rules above). */
export const parseEnv = (source: Record<string, string | undefined>) => schema.safeParse(source);

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
