import { withSession } from "@/lib/api/handler";
import { quoteInvoicing } from "@/lib/invoices/queries";
import { quoteParamsSchema as params } from "@/lib/validation/quote";

/** The quote's invoices and what is invoiced, paid (deposit included) and remaining. */
export const GET = withSession({ permission: "invoices", params }, async ({ user, params }) =>
  quoteInvoicing(user.companyId, params.id),
);
