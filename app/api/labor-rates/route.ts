import { withSession } from "@/lib/api/handler";
import { createLaborRate, listLaborRates } from "@/lib/labor-rates/labor-rate";
import { laborRateSchema } from "@/lib/validation/labor-rate";

export const GET = withSession({}, async ({ user }) => listLaborRates(user.companyId));

export const POST = withSession(
  { body: laborRateSchema, maxBodyBytes: 4 * 1024 },
  async ({ user, body }) => createLaborRate(user.companyId, body),
);
