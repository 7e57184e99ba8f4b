import { withSession } from "@/lib/api/handler";
import { listCalculatorServices, setServiceVisibility } from "@/lib/calculator/settings.server";
import { serviceVisibilitySchema } from "@/lib/validation/calculator-settings";

/** Which of the company's services the public calculator shows. */
export const GET = withSession({ permission: "company_settings" }, async ({ user }) => ({
  services: await listCalculatorServices(user.companyId),
}));

export const PATCH = withSession(
  { permission: "company_settings", body: serviceVisibilitySchema },
  async ({ user, body }) => ({
    services: await setServiceVisibility(user.companyId, body.services),
  }),
);
