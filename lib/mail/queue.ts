import "server-only";
import type { SqlDb } from "@/lib/db/statements";
import { enqueue } from "@/lib/jobs/enqueue";
import { QUEUES } from "@/lib/jobs/queues";
import type { MailMessage } from "./index";

/**
 * What a mail job carries: either the finished message, or what a domain composes it from
 * when the job runs (so the transaction that enqueues it stays short).
 */
export type MailJob =
  | { kind: "message"; companyId: string | null; message: MailMessage }
  | { kind: "estimate-request"; companyId: string; requestId: string }
  | { kind: "quote-sent"; companyId: string; quoteId: string; to: string; message?: string | null }
  | {
      kind: "quote-owner-update";
      companyId: string;
      quoteId: string;
      event: "viewed" | "approved" | "declined";
    }
  | { kind: "quote-reminder"; companyId: string; quoteId: string; day: number }
  | { kind: "deposit-receipt"; companyId: string; paymentId: string };

/**
 * Queues a mail in the caller's transaction (null: on its own). Every mail goes this way.
 * `key` (optional) names the mail for good: a job with a key already delivered sends nothing.
 */
export function enqueueMail(tx: SqlDb | null, job: MailJob, options: { key?: string } = {}) {
  return enqueue(tx, QUEUES.mail.name, options.key ? { ...job, key: options.key } : job);
}
