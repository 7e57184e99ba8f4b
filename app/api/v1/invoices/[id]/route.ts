import { methodsNotAllowed, v1Route } from "@/lib/rest/route";
import { v1Operations } from "@/lib/rest/operations";
import { getInvoiceV1 } from "@/lib/rest/data";

export const GET = v1Route(v1Operations.getInvoice, async ({ key, params }) =>
  getInvoiceV1(key.companyId, params.id),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(
  "/api/v1/invoices/{id}",
  v1Operations,
);
