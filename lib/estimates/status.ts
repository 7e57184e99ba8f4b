/** The statuses of an estimate request and their labels. */
export const ESTIMATE_STATUSES = ["new", "contacted", "quoted", "won", "lost"] as const;

export type EstimateStatus = (typeof ESTIMATE_STATUSES)[number];

export const ESTIMATE_STATUS_LABELS: Record<EstimateStatus, string> = {
  new: "New",
  contacted: "Contacted",
  quoted: "Quoted",
  won: "Won",
  lost: "Lost",
};
