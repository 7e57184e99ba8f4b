import { methodsNotAllowed, v1Route } from "@/lib/rest/route";
import { v1Operations } from "@/lib/rest/operations";
import { listInvoicesV1 } from "@/lib/rest/data";

export const GET = v1Route(v1Operations.listInvoices, async ({ key, query }) =>
  listInvoicesV1(key.companyId, query),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed("/api/v1/invoices", v1Operations);
