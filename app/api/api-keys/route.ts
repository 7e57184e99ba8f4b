import { NextResponse } from "next/server";
import { withSession } from "@/lib/api/handler";
import { audit } from "@/lib/api/audit";
import { createApiKey, listApiKeys } from "@/lib/api-keys/keys";
import { apiKeyCreateSchema } from "@/lib/api-keys/schemas";

export const GET = withSession({ permission: "integrations" }, async ({ user }) => ({
  apiKeys: await listApiKeys(user.companyId),
}));

/** Creates a key; the answer is the only time the full key is shown (docs/rest-api.md). */
export const POST = withSession(
  { permission: "integrations", body: apiKeyCreateSchema, maxBodyBytes: 4 * 1024 },
  async ({ req, user, body }) => {
    const key = await createApiKey(user.companyId, user.userId, body);
    await audit(req, user, {
      action: "api_key.created",
      detail: `Created the ${body.scope ?? "read"} API key "${body.name}"`,
      targetType: "api_key",
    });
    return NextResponse.json(key, { status: 201 });
  },
);
