import { ApiError } from "@/lib/api/errors";
import { withSession } from "@/lib/api/handler";
import { audit } from "@/lib/api/audit";
import { assertFeature } from "@/lib/billing/limits";
import { prisma } from "@/lib/db";
import { accountingExport } from "@/lib/exports/export";
import { exportParamsSchema, exportQuerySchema, formatProblem } from "@/lib/validation/export";

/**
 * An accounting export (docs/accounting-exports.md): quotes, requests, deposits, invoices or
 * invoice payments of the caller's company for a range of days, as a CSV file in QuickBooks
 * Online, Xero, generic or bank-statement columns, streamed. The QuickBooks, Xero and bank
 * layouts are a plan feature; generic CSV is every plan's (docs/billing.md "Features").
 */
export const GET = withSession(
  { permission: "exports", params: exportParamsSchema, query: exportQuerySchema },
  async ({ req, user, params, query }) => {
    const problem = formatProblem(params.dataset, query.format);
    if (problem)
      throw new ApiError(400, "validation_error", `Invalid query. format: ${problem}`, [
        { path: "format", message: problem },
      ]);
    if (query.format !== "generic")
      await assertFeature(prisma, user.companyId, "accountingExports");
    const { stream, fileName } = await accountingExport(user.companyId, params.dataset, query);
    await audit(req, user, {
      action: "export.downloaded",
      detail: `Exported ${params.dataset} (${query.format}): ${fileName}`,
    });
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
