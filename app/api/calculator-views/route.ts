import { z } from "zod";
import { NextResponse } from "next/server";
import { publicRoute } from "@/lib/api/handler";
import { VIEW_SOURCES, recordCalculatorView } from "@/lib/calculator/views";
import { clientIp } from "@/lib/rate-limit";

const body = z
  .object({
    company: z.string().trim().min(1).max(100),
    source: z.enum(VIEW_SOURCES).default("direct"),
  })
  .strict();

/** POST /api/calculator-views: one view of a public calculator (a keepalive JSON fetch, no cookies). */
export const POST = publicRoute({ body, maxBodyBytes: 1024 }, async ({ req, body }) => {
  await recordCalculatorView(body.company, body.source, clientIp(req.headers));
  return new NextResponse(null, { status: 204 });
});
