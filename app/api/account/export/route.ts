import { withSession } from "@/lib/api/handler";
import { audit } from "@/lib/api/audit";
import { companyExport } from "@/lib/account/export";

/** "Download my data": a zip (JSON and CSV) of the caller's company, streamed. */
export const GET = withSession({ permission: "exports" }, async ({ req, user }) => {
  const { stream, fileName } = await companyExport(user);
  await audit(req, user, {
    action: "export.downloaded",
    detail: `Downloaded all data: ${fileName}`,
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
