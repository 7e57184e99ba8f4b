import { z } from "zod";
import { publicRoute } from "@/lib/api/handler";
import { logoResponse } from "@/lib/api/files";

const params = z.object({
  companyId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9]+$/i, "Unknown logo."),
  hash: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-f0-9]+$/, "Unknown logo."),
});

/** Public: the customer calculator shows the logo too. Cacheable by URL (see logoResponse). */
export const GET = publicRoute({ params }, async ({ params, req }) =>
  logoResponse(params.companyId, params.hash, req.headers.get("if-none-match")),
);
