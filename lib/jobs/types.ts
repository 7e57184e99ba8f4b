/** A dead-lettered job as its owner sees it on the Integrations page. */
export type DeliveryFailure = {
  id: string;
  kind: string;
  summary: string;
  error: string;
  failedAt: string;
};
