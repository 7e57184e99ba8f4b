/**
 * The statuses of an estimate request: the list the request schemas accept, kept free of zod so
 * the pages can use it without the schemas (as ./quote-values.ts for quotes).
 */
export const ESTIMATE_STATUSES = ["new", "contacted", "quoted", "won", "lost"] as const;
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];
