import { z } from "zod";
import { withSession } from "@/lib/api/handler";
import { listQuotePhotos, setQuotePhotos } from "@/lib/quotes/photos";

const params = z.object({ id: z.string().min(1).max(64) });
const body = z
  .object({ photoIds: z.array(z.string().min(1).max(64)).max(50, "At most 50 photos.") })
  .strict();

/** The photos shown on the quote (`attached`) and the client's photos (`available`). */
export const GET = withSession({ permission: "quotes", params }, async ({ user, params }) =>
  listQuotePhotos(user.companyId, params.id),
);

/** Replaces the photos shown on the quote (and to the customer on /q). */
export const PUT = withSession(
  { permission: "quotes", params, body },
  async ({ user, params, body }) => setQuotePhotos(user.companyId, params.id, body.photoIds),
);
