import { withSession } from "@/lib/api/handler";
import { assertFeature } from "@/lib/billing/limits";
import { prisma } from "@/lib/db";
import { accountingExport } from "@/lib/exports/export";
import { exportParamsSchema, exportQuerySchema } from "@/lib/validation/export";

/**
 * An accounting export (docs/accounting-exports.md): quotes, requests or deposits of the
 * caller's company for a range of days, as a CSV file in QuickBooks Online, Xero or generic
 * columns, streamed. The QuickBooks and Xero layouts are a plan feature; generic CSV is
 * every plan's (docs/billing.md "Features").
 */
export const GET = withSession(
  { params: exportParamsSchema, query: exportQuerySchema },
  async ({ user, params, query }) => {
    if (query.format !== "generic")
      await assertFeature(prisma, user.companyId, "accountingExports");
    const { stream, fileName } = await accountingExport(user.companyId, params.dataset, query);
    return new Response(stream, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
);
