import { methodsNotAllowed, v1Route } from "@/lib/rest/route";
import { v1Operations } from "@/lib/rest/operations";
import { listInvoicePaymentsV1 } from "@/lib/rest/data";

/** Payments and refunds on invoices (deposits on quotes: POST /api/v1/quotes/{id}/payments). */
export const GET = v1Route(v1Operations.listInvoicePayments, async ({ key, query }) =>
  listInvoicePaymentsV1(key.companyId, query),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("/api/v1/payments", v1Operations);
