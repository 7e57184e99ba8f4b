/**
 * The statuses of jobs (the database's enum): the list the job schemas accept, kept free of zod
 * so the pages can use it without the schemas (as ./quote-values.ts for quotes).
 */
export const JOB_STATUSES = [
  "unscheduled",
  "scheduled",
  "in_progress",
  "completed",
  "cancelled",
] as const;
