import { z } from "zod";
import { publicRoute } from "@/lib/api/handler";
import { cacheableJson } from "@/lib/api/cache";
import { getPublicCompany } from "@/lib/calculator/company";

const params = z.object({ company: z.string().min(1).max(100) });

/** Public company info for the calculator: branding and calculator settings only. */
export const GET = publicRoute({ params }, async ({ req, params }) =>
  cacheableJson(req, await getPublicCompany(params.company)),
);
