import { withSession } from "@/lib/api/handler";
import { assertFeature } from "@/lib/billing/limits";
import { prisma } from "@/lib/db";
import { addServiceAreas, clearServiceAreas, listServiceAreas } from "@/lib/service-areas/areas";
import { addServiceAreasSchema } from "@/lib/validation/service-area";

export const GET = withSession({ permission: "company_settings" }, async ({ user }) =>
  listServiceAreas(user.companyId),
);

/** One area or a pasted list; duplicates are skipped, invalid entries named by index. */
export const POST = withSession(
  { permission: "company_settings", body: addServiceAreasSchema, maxBodyBytes: 64 * 1024 },
  async ({ user, body }) => {
    // Existing areas stay (listed, deletable) after a downgrade; new ones need the feature.
    await assertFeature(prisma, user.companyId, "serviceAreas");
    return addServiceAreas(user.companyId, body);
  },
);

export const DELETE = withSession({ permission: "company_settings" }, async ({ user }) =>
  clearServiceAreas(user.companyId),
);
