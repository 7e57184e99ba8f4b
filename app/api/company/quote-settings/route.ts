import { withSession } from "@/lib/api/handler";
import { getQuoteSettings, updateQuoteSettings } from "@/lib/quotes/settings";
import { quoteSettingsSchema } from "@/lib/validation/quote";

export const GET = withSession({ permission: "company_settings" }, async ({ user }) =>
  getQuoteSettings(user.companyId),
);

/** Validity of new quotes (days), their default terms, and the reminder days. */
export const PATCH = withSession(
  { permission: "company_settings", body: quoteSettingsSchema, maxBodyBytes: 16 * 1024 },
  async ({ user, body }) => updateQuoteSettings(user.companyId, body),
);
