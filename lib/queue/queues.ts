/**
 * The queues of the job system. Each work queue has a dead-letter queue: a job that fails its
 * last try is copied there, and the dead-letter worker records it for its company's owner
 * (Integrations page, with Retry).
 */
export const QUEUES = {
  mail: { name: "mail", deadLetter: "mail.failed", kind: "mail" },
  /** Text messages (docs/texts.md): one job per text, held by quiet hours (startAfter). */
  texts: { name: "texts", deadLetter: "texts.failed", kind: "text" },
  /**
   * The periodic sweep of quotes (expiry and reminders) and of photos no request claimed within
   * 24 hours (lib/photos/photos.ts deletePendingPhotos): one job per 15-minute slot.
   */
  quotes: { name: "quotes", deadLetter: "quotes.failed", kind: "quotes" },
  /** One job per webhook delivery (docs/webhooks.md); its retry policy comes with each job. */
  webhooks: { name: "webhooks", deadLetter: "webhooks.failed", kind: "webhook" },
} as const;

export type WorkQueue = (typeof QUEUES)[keyof typeof QUEUES];
export type WorkQueueName = WorkQueue["name"];
export const WORK_QUEUES: readonly WorkQueue[] = Object.values(QUEUES);

/** Every job's data carries these: the key makes handlers idempotent across retries and re-runs. */
export type JobEnvelope = {
  /** Stable across retries, re-runs after a crash and the owner's Retry: what handlers dedupe on. */
  key: string;
  /** The company the job concerns (null for mails to QuoteCraft itself). */
  companyId: string | null;
};
