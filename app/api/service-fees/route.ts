import { withSession } from "@/lib/api/handler";
import { createServiceFee, listServiceFees } from "@/lib/service-fees/service-fee";
import { serviceFeeSchema } from "@/lib/validation/service-fee";

export const GET = withSession({}, async ({ user }) => listServiceFees(user.companyId));

export const POST = withSession(
  { body: serviceFeeSchema, maxBodyBytes: 4 * 1024 },
  async ({ user, body }) => createServiceFee(user.companyId, body),
);
