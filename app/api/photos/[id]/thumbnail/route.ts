import { z } from "zod";
import { withSession } from "@/lib/api/handler";
import { photoResponse } from "@/lib/api/photo-response";
import { ownerPhoto } from "@/lib/photos/photos";

const params = z.object({ id: z.string().min(1).max(64) });

/** Signed in: a photo's thumbnail (at most 320 px). Signed out: 404, as for the full size. */
export const GET = withSession(
  { permission: "requests", signedOut: "not_found", params },
  async ({ user, params }) =>
    photoResponse(await ownerPhoto(user.companyId, params.id, "thumbnail"), {
      cache: "no-store",
    }),
);
