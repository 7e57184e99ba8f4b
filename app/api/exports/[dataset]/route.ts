import { withSession } from "@/lib/api/handler";
import { accountingExport } from "@/lib/exports/export";
import { exportParamsSchema, exportQuerySchema } from "@/lib/validation/export";

/**
 * An accounting export (docs/accounting-exports.md): quotes, requests or deposits of the
 * caller's company for a range of days, as a CSV file in QuickBooks Online, Xero or generic
 * columns, streamed.
 */
export const GET = withSession(
  { params: exportParamsSchema, query: exportQuerySchema },
  async ({ user, params, query }) => {
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
