import { withSession } from "@/lib/api/handler";
import { deleteInvoice } from "@/lib/invoices/lifecycle";
import { getInvoice } from "@/lib/invoices/queries";
import { saveInvoice } from "@/lib/invoices/save";
import {
  MAX_INVOICE_BODY_BYTES,
  invoiceParamsSchema as params,
  invoiceSaveSchema,
} from "@/lib/validation/invoice";

export const GET = withSession({ permission: "invoices", params }, async ({ user, params }) =>
  getInvoice(user.companyId, params.id),
);

/** The full save of the editable content; totals are recomputed here (409 when paid or void). */
export const PUT = withSession(
  { permission: "invoices", params, body: invoiceSaveSchema, maxBodyBytes: MAX_INVOICE_BODY_BYTES },
  async ({ user, params, body }) => saveInvoice(user.companyId, params.id, body),
);

/** Drafts never sent only; a sent invoice is voided instead (409). */
export const DELETE = withSession({ permission: "invoices", params }, async ({ user, params }) =>
  deleteInvoice(user.companyId, params.id),
);
