import { withSession } from "@/lib/api/handler";
import { getInvoiceSettings, updateInvoiceSettings } from "@/lib/invoices/settings";
import { invoiceSettingsSchema } from "@/lib/validation/invoice";

export const GET = withSession({ permission: "company_settings" }, async ({ user }) =>
  getInvoiceSettings(user.companyId),
);

/** Terms and notes of new invoices, the reminder days, and the review link. */
export const PATCH = withSession(
  { permission: "company_settings", body: invoiceSettingsSchema, maxBodyBytes: 16 * 1024 },
  async ({ user, body }) => updateInvoiceSettings(user.companyId, body),
);
