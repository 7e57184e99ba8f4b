import { NextResponse } from "next/server";
import { withSession } from "@/lib/api/handler";
import { createApiKey, listApiKeys } from "@/lib/api-keys/keys";
import { apiKeyCreateSchema } from "@/lib/api-keys/schemas";

export const GET = withSession({ permission: "integrations" }, async ({ user }) => ({
  apiKeys: await listApiKeys(user.companyId),
}));

/** Creates a key; the answer is the only time the full key is shown (docs/rest-api.md). */
export const POST = withSession(
  { permission: "integrations", body: apiKeyCreateSchema, maxBodyBytes: 4 * 1024 },
  async ({ user, body }) =>
    NextResponse.json(await createApiKey(user.companyId, user.userId, body), { status: 201 }),
);
