import { withSession } from "@/lib/api/handler";
import { assertFeature } from "@/lib/billing/limits";
import { prisma } from "@/lib/db";
import { createServiceFee, listServiceFees } from "@/lib/service-fees/service-fee";
import { serviceFeeSchema } from "@/lib/validation/service-fee";

export const GET = withSession({ permission: "price_book" }, async ({ user }) =>
  listServiceFees(user.companyId),
);

export const POST = withSession(
  { permission: "price_book", body: serviceFeeSchema, maxBodyBytes: 4 * 1024 },
  async ({ user, body }) => {
    // Part of the labor-rates feature; existing fees keep applying after a downgrade.
    await assertFeature(prisma, user.companyId, "laborRates");
    return createServiceFee(user.companyId, body);
  },
);
