import { z } from "zod";
import { notFound } from "@/lib/api/errors";
import { withSession } from "@/lib/api/handler";
import { quotePdfResponse } from "@/lib/api/files";
import { invoicePdf } from "@/lib/invoices/pdf";
import { idSchema } from "@/lib/validation/service";

const params = z.object({ id: idSchema });

/** The owner's download of an invoice's PDF (the caller's company's only; others 404). */
export const GET = withSession({ permission: "invoices", params }, async ({ user, params }) => {
  const file = await invoicePdf({ id: params.id, companyId: user.companyId });
  if (!file) throw notFound("Invoice not found.");
  return quotePdfResponse(file);
});
