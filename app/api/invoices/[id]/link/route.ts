import { withSession } from "@/lib/api/handler";
import { invoiceLink } from "@/lib/invoices/lifecycle";
import { invoiceParamsSchema as params } from "@/lib/validation/invoice";

/** The public page's address (issued on first use; not for drafts): `{ url }`. */
export const GET = withSession({ permission: "invoices", params }, async ({ user, params }) =>
  invoiceLink(user.companyId, params.id),
);
