import { withSession } from "@/lib/api/handler";
import { changeEmail } from "@/lib/account/account";
import { changeEmailSchema } from "@/lib/validation/account";

export const POST = withSession(
  { permission: "account", body: changeEmailSchema, maxBodyBytes: 4 * 1024 },
  async ({ user, body }) => changeEmail(user, body),
);
