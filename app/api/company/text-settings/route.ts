import { withSession } from "@/lib/api/handler";
import { getTextSettings, updateTextSettings } from "@/lib/texts/settings";
import { textSettingsSchema } from "@/lib/validation/text-settings";

/** The company's texting settings (docs/texts.md): sender, country, texts, templates, hours. */
export const GET = withSession({ permission: "company_settings" }, async ({ user }) =>
  getTextSettings(user.companyId),
);

export const PATCH = withSession(
  { permission: "company_settings", body: textSettingsSchema, maxBodyBytes: 16 * 1024 },
  async ({ user, body }) => updateTextSettings(user.companyId, body),
);
