import { z } from "zod";
import { publicRoute } from "@/lib/api/handler";
import { photoResponse } from "@/lib/api/photo-response";
import { quotePhotoByToken } from "@/lib/quotes/photos";

const params = z.object({ token: z.string(), id: z.string().min(1).max(64) });

/** The customer's quote link: a photo the owner attached to this quote, full size. */
export const GET = publicRoute({ params }, async ({ params }) =>
  photoResponse(await quotePhotoByToken(params.token, params.id, "full"), { cache: "max-age" }),
);
