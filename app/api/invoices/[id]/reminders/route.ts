import { withSession } from "@/lib/api/handler";
import { setInvoiceReminders } from "@/lib/invoices/lifecycle";
import { invoiceParamsSchema as params, invoiceRemindersSchema } from "@/lib/validation/invoice";

/** The invoice's off switch for reminders: `{ enabled }`. */
export const PATCH = withSession(
  { permission: "invoices", params, body: invoiceRemindersSchema, maxBodyBytes: 1024 },
  async ({ user, params, body }) => setInvoiceReminders(user.companyId, params.id, body.enabled),
);
