import { z } from "zod";

/**
 * Environment variables, parsed once. Nothing else in the app reads `process.env`.
 * Empty strings count as unset so that `FOO=` in a .env file means "use the default".
 */
const emptyAsUndefined = (value: unknown) => (value === "" ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const numberVar = (min: number, max: number, fallback: number, { integer = false } = {}) =>
  z.preprocess(
    emptyAsUndefined,
    (integer ? z.coerce.number().int() : z.coerce.number()).min(min).max(max).default(fallback),
  );

const clientSchema = z.object({
  NEXT_PUBLIC_SITE_URL: z.preprocess(emptyAsUndefined, z.url().default("http://localhost:3000")),
  NEXT_PUBLIC_SUPPORT_EMAIL: z.preprocess(
    emptyAsUndefined,
    z.email().default("support@quotecraft.app"),
  ),
  NEXT_PUBLIC_DOCS_URL: z.preprocess(
    emptyAsUndefined,
    z.url().default("https://docs.quotecraft.app"),
  ),
});

const serverSchema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  /** postgresql://… selects PostgreSQL; unset selects the embedded PGlite database. */
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL must start with postgresql://")
      .optional(),
  ),
  /**
   * Straight to PostgreSQL when DATABASE_URL is a pooler (docs/scaling.md): migrations, the
   * job queue (its LISTEN needs a session) and nothing else. Unset: DATABASE_URL is used.
   */
  DIRECT_DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DIRECT_DATABASE_URL must start with postgresql://")
      .optional(),
  ),
  /**
   * "transaction": DATABASE_URL is a transaction-mode pooler (PgBouncer, Supavisor, Neon's
   * pooled endpoint, RDS Proxy): no startup parameters, nothing kept on a session. Unset:
   * "transaction" when DIRECT_DATABASE_URL is set, otherwise "none".
   */
  DATABASE_POOLER: z.preprocess(emptyAsUndefined, z.enum(["none", "transaction"]).optional()),
  /**
   * "named": the hot statements are named prepared statements, planned once per connection
   * (a direct connection, or PgBouncer ≥ 1.21 with max_prepared_statements). "unnamed": each
   * is parsed anew. Unset: "named" without a pooler, "unnamed" behind one.
   */
  DATABASE_PREPARED_STATEMENTS: z.preprocess(
    emptyAsUndefined,
    z.enum(["named", "unnamed"]).optional(),
  ),
  /** Folder of the embedded database ("memory://" keeps it in memory). */
  PGLITE_DIR: z.preprocess(emptyAsUndefined, z.string().default(".data/pglite")),
  NEXTAUTH_SECRET: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  NEXTAUTH_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /**
   * Key of the public quote links (lib/quotes/token.ts); unset: NEXTAUTH_SECRET. Rotating
   * it retires every quote link sent before.
   */
  QUOTE_LINK_SECRET: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  /** smtp(s)://user:pass@host:port; unset writes mails as .eml files to OUTBOX_DIR. */
  SMTP_URL: optionalString,
  MAIL_FROM: z.preprocess(
    emptyAsUndefined,
    z.string().default("QuoteCraft <no-reply@quotecraft.app>"),
  ),
  OUTBOX_DIR: z.preprocess(emptyAsUndefined, z.string().default(".data/outbox")),
  /**
   * Proxies in front of the app that append the peer address to X-Forwarded-For: the client
   * address is the entry this many places from the end (1: one reverse proxy such as nginx,
   * Caddy or a load balancer). 0: no proxy header is trusted and every client shares one
   * rate-limit bucket. Ignored on Vercel, which vouches for x-vercel-forwarded-for.
   */
  TRUSTED_PROXY_HOPS: numberVar(0, 10, 1, { integer: true }),
  /** Set by Vercel ("1") on its deployments. */
  VERCEL: optionalString,
  /** Sign-ups allowed per client address per hour (the end-to-end suite raises it). */
  SIGNUPS_PER_HOUR: numberVar(1, 100_000, 10, { integer: true }),
  /**
   * Who works the job queue: "inline" (this server process, the default), "external" (a
   * separate `npm run worker` process; this one only enqueues) or "cron" (serverless: the
   * cron route works bounded batches, and each enqueueing request kicks one after responding).
   */
  JOBS_MODE: z.preprocess(
    emptyAsUndefined,
    z.enum(["inline", "external", "cron"]).default("inline"),
  ),
  /**
   * Stripe Checkout for quote deposits: the secret API key (sk_live_… / sk_test_…) and the
   * webhook endpoint's signing secret (whsec_…). Online payment is offered only when both
   * are set; without them the public quote page says how to pay the company directly.
   */
  STRIPE_SECRET_KEY: z.preprocess(emptyAsUndefined, z.string().min(8).optional()),
  STRIPE_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().min(8).optional()),
  /**
   * Stripe Billing for the app's own plans (docs/billing.md): on when STRIPE_SECRET_KEY, the
   * signing secret of the billing webhook endpoint (/api/stripe/billing) and the four recurring
   * price ids (price_…) are all set. Each price must charge what lib/plans says.
   */
  STRIPE_BILLING_WEBHOOK_SECRET: z.preprocess(emptyAsUndefined, z.string().min(8).optional()),
  STRIPE_PRICE_PRO_MONTHLY: optionalString,
  STRIPE_PRICE_PRO_ANNUAL: optionalString,
  STRIPE_PRICE_BUSINESS_MONTHLY: optionalString,
  STRIPE_PRICE_BUSINESS_ANNUAL: optionalString,
  /** Another address for Stripe's API (stripe-mock, or the tests' local server); unset: Stripe's. */
  STRIPE_API_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  /**
   * "on": every plan's limits are enforced without Stripe Billing (self-hosted); with billing
   * configured they are always on. Default "off".
   */
  PLAN_LIMITS: z.preprocess(emptyAsUndefined, z.enum(["on", "off"]).default("off")),
  /**
   * S3-compatible object storage for customers' photos (AWS S3, Cloudflare R2, MinIO...):
   * used when the endpoint, bucket and both keys are set; otherwise photos are stored in the
   * database. S3_REGION defaults to "auto" (R2); path-style URLs (endpoint/bucket/key).
   */
  S3_ENDPOINT: z.preprocess(emptyAsUndefined, z.url().optional()),
  S3_BUCKET: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().default("auto")),
  /**
   * Text messages through Twilio (docs/texts.md): sent for real when the account SID, the auth
   * token and a sender (TWILIO_FROM, an E.164 number, or TWILIO_MESSAGING_SERVICE_SID) are
   * set; otherwise written as JSON files to TEXT_OUTBOX_DIR. The auth token alone verifies the
   * signatures of /api/twilio/inbound and /api/twilio/status.
   */
  TWILIO_ACCOUNT_SID: optionalString,
  TWILIO_AUTH_TOKEN: optionalString,
  TWILIO_FROM: optionalString,
  TWILIO_MESSAGING_SERVICE_SID: optionalString,
  /** Public origin Twilio calls (signatures cover the URL); default NEXTAUTH_URL's origin. */
  TWILIO_WEBHOOK_BASE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  TEXT_OUTBOX_DIR: z.preprocess(emptyAsUndefined, z.string().default(".data/text-outbox")),
  /** Bearer secret of the cron route (/api/queue/run); the route answers 404 without it. */
  CRON_SECRET: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
  /** Jobs worked at once per queue by one worker. */
  JOBS_CONCURRENCY: numberVar(1, 50, 4, { integer: true }),
  /** Fallback poll when no notification arrives (new jobs wake workers at once). */
  JOBS_POLL_SECONDS: numberVar(0.5, 60, 2),
  /** A job active this long without finishing (its worker died) is tried again. */
  JOBS_EXPIRE_SECONDS: numberVar(1, 3600, 120, { integer: true }),
  /** How often expired active jobs are looked for. */
  JOBS_MONITOR_SECONDS: numberVar(1, 600, 30, { integer: true }),
  /** "1": the worker logs each job it starts and ends (operations, and the crash tests). */
  JOBS_LOG: z.preprocess(emptyAsUndefined, z.enum(["0", "1"]).default("0")),
  /** Retries after the first try; then the job is dead-lettered and shown to the owner. */
  JOBS_RETRY_LIMIT: numberVar(0, 20, 5, { integer: true }),
  /** First retry delay; each next one doubles (exponential backoff with jitter). */
  JOBS_RETRY_DELAY_SECONDS: numberVar(1, 3600, 10, { integer: true }),
  /** Webhook deliveries (docs/webhooks.md): retries after the first try, then dead-lettered. */
  WEBHOOKS_RETRY_LIMIT: numberVar(0, 20, 10, { integer: true }),
  /** First webhook retry delay; each next one doubles (capped at an hour). */
  WEBHOOKS_RETRY_DELAY_SECONDS: numberVar(1, 3600, 30, { integer: true }),
  /** How long one webhook try waits for the receiver's answer. */
  WEBHOOKS_TIMEOUT_SECONDS: numberVar(1, 60, 10, { integer: true }),
  /**
   * "1": webhook URLs may be http:// on a loopback address (127.0.0.0/8, ::1) in production
   * too. Only for end-to-end tests that run their receiver on the same machine; never set it
   * on a deployment. Outside production loopback is always allowed. Private, link-local and
   * other internal ranges stay refused either way.
   */
  WEBHOOKS_ALLOW_LOOPBACK: z.preprocess(emptyAsUndefined, z.enum(["0", "1"]).default("0")),
});

/**
 * Read from the server's environment when it runs, not when it was built: NEXT_PUBLIC_SITE_URL
 * is inlined into the bundles at build time, so the links of mails read it (and the port the
 * server listens on, which `next start` puts in PORT) here instead (lib/site.ts, siteUrl()).
 */
const runtimeSiteSchema = z.object({
  NEXT_PUBLIC_SITE_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  PORT: numberVar(1, 65_535, 3000, { integer: true }),
});

/** The site's address at run time: NEXT_PUBLIC_SITE_URL when set, else localhost on PORT. */
export function runtimeSiteUrl(env: Record<string, string | undefined>): string {
  const parsed = runtimeSiteSchema.safeParse(env);
  const { NEXT_PUBLIC_SITE_URL: url, PORT: port } = parsed.success
    ? parsed.data
    : { NEXT_PUBLIC_SITE_URL: undefined, PORT: 3000 };
  return (url ?? `http://localhost:${port}`).replace(/\/+$/, "");
}

export type ClientEnv = z.infer<typeof clientSchema>;
export type ServerEnv = z.infer<typeof serverSchema> &
  ClientEnv & {
    /** Where mails and other server-made absolute links point (runtimeSiteUrl). */
    SITE_URL: string;
  };

function formatIssues(error: z.ZodError) {
  return error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
}

// Next.js inlines NEXT_PUBLIC_* only where they are named literally, so list them here.
const clientResult = clientSchema.safeParse({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_SUPPORT_EMAIL: process.env.NEXT_PUBLIC_SUPPORT_EMAIL,
  NEXT_PUBLIC_DOCS_URL: process.env.NEXT_PUBLIC_DOCS_URL,
});
if (!clientResult.success) {
  throw new Error(`Invalid environment variables: ${formatIssues(clientResult.error)}`);
}
export const clientEnv: ClientEnv = clientResult.data;

let serverEnv: ServerEnv | undefined;

/** Server-side variables; parsed on first use so that importing this file never throws in the browser. */
export function getServerEnv(): ServerEnv {
  if (typeof window !== "undefined") throw new Error("getServerEnv() is server-only");
  if (!serverEnv) {
    const result = serverSchema.safeParse(process.env);
    if (!result.success) {
      throw new Error(`Invalid environment variables: ${formatIssues(result.error)}`);
    }
    serverEnv = { ...result.data, ...clientEnv, SITE_URL: runtimeSiteUrl(process.env) };
  }
  return serverEnv;
}
