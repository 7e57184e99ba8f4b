// Imported first by the fuzz suite: GET /api/queue/run exists only with a CRON_SECRET, and the
// server environment is read once.
export const FUZZ_CRON_SECRET = "fuzz-cron-secret-0123456789";
process.env.CRON_SECRET = FUZZ_CRON_SECRET;
// public quotes: the Stripe webhook verifies signatures only when its secret is set.
process.env.STRIPE_WEBHOOK_SECRET = "whsec_fuzz_0123456789";
