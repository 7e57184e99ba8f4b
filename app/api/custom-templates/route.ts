import { withSession } from "@/lib/api/handler";
import { createCustomTemplate, listCustomTemplates } from "@/lib/templates/template";
import { customTemplateSchema } from "@/lib/validation/template";

export const GET = withSession({ permission: "price_book" }, async ({ user }) =>
  listCustomTemplates(user.companyId),
);

export const POST = withSession(
  { permission: "price_book", body: customTemplateSchema, maxBodyBytes: 2 * 1024 * 1024 },
  async ({ user, body }) => createCustomTemplate(user.companyId, body),
);
