import { z } from "zod";
import { publicRoute } from "@/lib/api/handler";
import { photoResponse } from "@/lib/api/photo-response";
import { quotePhotoByToken } from "@/lib/quotes/photos";

const params = z.object({ token: z.string(), id: z.string().min(1).max(64) });

/** The customer's quote link: a thumbnail of a photo attached to this quote. */
export const GET = publicRoute({ params }, async ({ params }) =>
  photoResponse(await quotePhotoByToken(params.token, params.id, "thumbnail"), {
    cache: "max-age",
  }),
);
