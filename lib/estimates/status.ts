import type { EstimateStatus } from "@/lib/validation/estimate";

/** The labels of an estimate request's statuses. */
export const ESTIMATE_STATUS_LABELS: Record<EstimateStatus, string> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
};
