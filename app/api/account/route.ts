import { withSession } from "@/lib/api/handler";
import { getAccount, renameAccount } from "@/lib/account/account";
import { accountNameSchema } from "@/lib/validation/account";

export const GET = withSession({ permission: "account" }, async ({ user }) => getAccount(user));

export const PATCH = withSession(
  { permission: "account", body: accountNameSchema, maxBodyBytes: 4 * 1024 },
  async ({ user, body }) => renameAccount(user, body.name),
);
