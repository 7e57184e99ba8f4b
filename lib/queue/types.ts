import type { JobWithMetadata } from "pg-boss";

/** A job as a handler receives it. */
export type QueuedJob<T = unknown> = Pick<
  JobWithMetadata<T>,
  "id" | "name" | "data" | "retryCount" | "retryLimit"
>;

/** A dead-lettered job as its owner sees it on the Integrations page. */
export type DeliveryFailure = {
  id: string;
  kind: string;
  summary: string;
  error: string;
  failedAt: string;
};
