import { methodsNotAllowed, v1Route } from "@/lib/rest/route";
import { v1Operations } from "@/lib/rest/operations";
import { getInvoicePaymentV1 } from "@/lib/rest/data";

export const GET = v1Route(v1Operations.getInvoicePayment, async ({ key, params }) =>
  getInvoicePaymentV1(key.companyId, params.id),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(
  "/api/v1/payments/{id}",
  v1Operations,
);
