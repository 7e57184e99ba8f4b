import { withSession } from "@/lib/api/handler";
import { revokeApiKey } from "@/lib/api-keys/keys";
import { idSchema } from "@/lib/validation/service";
import { z } from "zod";

/** Revokes the key at once: its next request is a 401. The row stays as a record. */
export const DELETE = withSession(
  { permission: "integrations", params: z.object({ id: idSchema }) },
  async ({ user, params }) => ({
    apiKey: await revokeApiKey(user.companyId, params.id),
  }),
);
