import { withSession } from "@/lib/api/handler";
import { assertFeature } from "@/lib/billing/limits";
import { prisma } from "@/lib/db";
import { getCalculatorSettings, updateCalculatorSettings } from "@/lib/calculator/settings.server";
import { calculatorSettingsSchema } from "@/lib/validation/calculator-settings";

export const GET = withSession({ permission: "company_settings" }, async ({ user }) =>
  getCalculatorSettings(user.companyId),
);

export const PATCH = withSession(
  { permission: "company_settings", body: calculatorSettingsSchema, maxBodyBytes: 8 * 1024 },
  async ({ user, body }) => {
    // A new accent colour is a plan feature (branding); keeping the current one (the form
    // sends it with every save) or clearing it is not, so a downgrade leaves it in place.
    if (body.accentColor) {
      const current = await prisma.company.findUnique({
        where: { id: user.companyId },
        select: { accentColor: true },
      });
      if (current?.accentColor?.toLowerCase() !== body.accentColor.toLowerCase())
        await assertFeature(prisma, user.companyId, "branding");
    }
    return updateCalculatorSettings(user.companyId, body);
  },
);
