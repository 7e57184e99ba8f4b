import { withSession } from "@/lib/api/handler";
import { voidInvoice } from "@/lib/invoices/lifecycle";
import { invoiceParamsSchema as params, invoiceVoidSchema } from "@/lib/validation/invoice";

/** Voids the invoice with a reason (kept with its number; 409 with money on it). */
export const POST = withSession(
  { permission: "invoices", params, body: invoiceVoidSchema, maxBodyBytes: 4 * 1024 },
  async ({ user, params, body }) => voidInvoice(user.companyId, params.id, body.reason),
);
