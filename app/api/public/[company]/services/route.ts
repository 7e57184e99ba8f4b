import { z } from "zod";
import { publicRoute } from "@/lib/api/handler";
import { serializedJson } from "@/lib/api/cache";
import { getPublicServicesJson } from "@/lib/calculator/price-book";

const params = z.object({ company: z.string().min(1).max(100) });

/**
 * The company's active services with computed unit prices and fee details, from the
 * price-book cache (docs/performance.md).
 */
export const GET = publicRoute({ params }, async ({ req, params }) => {
  const { bytes, etag } = await getPublicServicesJson(params.company);
  return serializedJson(req, { body: bytes, etag });
});
