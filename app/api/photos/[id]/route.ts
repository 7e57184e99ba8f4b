import { z } from "zod";
import { withSession } from "@/lib/api/handler";
import { photoResponse } from "@/lib/api/photo-response";
import { ownerPhoto } from "@/lib/photos/photos";

const params = z.object({ id: z.string().min(1).max(64) });
const query = z.object({ download: z.enum(["1"]).optional() }).strict();

/**
 * Signed in: a photo of the company's requests, full size (`?download=1`: as an attachment).
 * Signed out or another company's: 404, as for a photo that does not exist.
 */
export const GET = withSession(
  { permission: "requests", signedOut: "not_found", params, query },
  async ({ user, params, query }) =>
    photoResponse(await ownerPhoto(user.companyId, params.id, "full"), {
      cache: "no-store",
      download: query.download === "1",
    }),
);
