import { NextResponse } from "next/server";
import { publicRoute } from "@/lib/api/handler";
import { openApiDocument } from "@/lib/rest/openapi";

/** The OpenAPI 3.1 document of /api/v1: public and cacheable (it changes only with a deploy). */
export const GET = publicRoute({}, async () =>
  NextResponse.json(openApiDocument(), {
    headers: { "Cache-Control": "public, max-age=300, stale-while-revalidate=3600" },
  }),
);
