import { z } from "zod";
import { notFound } from "@/lib/api/errors";
import { withSession } from "@/lib/api/handler";
import { quotePdfResponse } from "@/lib/api/files";
import { quotePdf } from "@/lib/quotes/pdf";
import { idSchema } from "@/lib/validation/service";

const params = z.object({ id: idSchema });

/** The owner's download of a quote's PDF (any revision of the caller's company; others 404). */
export const GET = withSession({ permission: "quotes", params }, async ({ user, params }) => {
  const file = await quotePdf({ id: params.id, companyId: user.companyId });
  if (!file) throw notFound("Quote not found.");
  return quotePdfResponse(file);
});
