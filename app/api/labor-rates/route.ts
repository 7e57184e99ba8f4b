import { withSession } from "@/lib/api/handler";
import { assertFeature } from "@/lib/billing/limits";
import { prisma } from "@/lib/db";
import { createLaborRate, listLaborRates } from "@/lib/labor-rates/labor-rate";
import { laborRateSchema } from "@/lib/validation/labor-rate";

export const GET = withSession({ permission: "price_book" }, async ({ user }) =>
  listLaborRates(user.companyId),
);

export const POST = withSession(
  { permission: "price_book", body: laborRateSchema, maxBodyBytes: 4 * 1024 },
  async ({ user, body }) => {
    // Existing rates keep applying, and can be edited or deleted, after a downgrade.
    await assertFeature(prisma, user.companyId, "laborRates");
    return createLaborRate(user.companyId, body);
  },
);
