import type { EstimateStatus } from "@prisma/client";

/**
 * How an estimate request's status reads to the customer in the portal (the owner's words,
 * lib/estimates/status.ts, are about their pipeline: "won", "lost").
 */
export const PORTAL_REQUEST_STATUS_LABELS: Record<EstimateStatus, string> = {
  new: "Received",
  contacted: "In touch",
  quoted: "Quoted",
  won: "Accepted",
  lost: "Closed",
};
