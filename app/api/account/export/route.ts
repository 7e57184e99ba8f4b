import { withSession } from "@/lib/api/handler";
import { companyExport } from "@/lib/account/export";

/** "Download my data": a zip (JSON and CSV) of the caller's company, streamed. */
export const GET = withSession({ permission: "exports" }, async ({ user }) => {
  const { stream, fileName } = await companyExport(user);
  return new Response(stream, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
