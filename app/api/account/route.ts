import { withSession } from "@/lib/api/handler";
import { getAccount, renameAccount } from "@/lib/account/account";
import { accountNameSchema } from "@/lib/validation/account";

export const GET = withSession({}, async ({ user }) => getAccount(user));

export const PATCH = withSession(
  { body: accountNameSchema, maxBodyBytes: 4 * 1024 },
  async ({ user, body }) => renameAccount(user, body.name),
);
