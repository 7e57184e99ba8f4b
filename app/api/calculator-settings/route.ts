import { withSession } from "@/lib/api/handler";
import { getCalculatorSettings, updateCalculatorSettings } from "@/lib/calculator/settings.server";
import { calculatorSettingsSchema } from "@/lib/validation/calculator-settings";

export const GET = withSession({}, async ({ user }) => getCalculatorSettings(user.companyId));

export const PATCH = withSession(
  { body: calculatorSettingsSchema, maxBodyBytes: 8 * 1024 },
  async ({ user, body }) => updateCalculatorSettings(user.companyId, body),
);
