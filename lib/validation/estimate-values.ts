/**
 * The statuses of an estimate request: the list the request schemas accept, kept free of zod so
 * the pages can use it without the schemas (as ./quote-values.ts for quotes).
 */
export const ESTIMATE_STATUSES = ["new", "contacted", "quoted", "won", "lost"] as const;
export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];

/** The customer's "Something else?" lines: how many, and their bounds. */
export const MAX_CUSTOM_ITEMS = 3;
export const MAX_CUSTOM_ITEM_DESCRIPTION = 500;
export const MAX_CUSTOM_ITEM_QUANTITY = 99;
