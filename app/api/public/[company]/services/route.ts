import { z } from "zod";
import { publicRoute } from "@/lib/api/handler";
import { cacheableJson } from "@/lib/calculator/cache";
import { getPublicServices } from "@/lib/calculator/services";

const params = z.object({ company: z.string().min(1).max(100) });

/** The company's active services with computed unit prices and fee details. */
export const GET = publicRoute({ params }, async ({ req, params }) =>
  cacheableJson(req, await getPublicServices(params.company)),
);
