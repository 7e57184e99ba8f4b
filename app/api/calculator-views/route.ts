import { z } from "zod";
import { NextResponse } from "next/server";
import { publicRoute } from "@/lib/api/handler";
import { VIEW_SOURCES, recordCalculatorView } from "@/lib/calculator/views";
import { MAX_HOST_LENGTH, normalizeHost } from "@/lib/analytics/hosts";
import { clientIp } from "@/lib/rate-limit";

const body = z
  .object({
    company: z.string().trim().min(1).max(100),
    source: z.enum(VIEW_SOURCES).default("direct"),
    /** Embeds: the embedding page's hostname (docs/analytics.md "Sources"). */
    host: z.string().max(MAX_HOST_LENGTH, `At most ${MAX_HOST_LENGTH} characters.`).optional(),
  })
  .strict();

/** POST /api/calculator-views: one view of a public calculator (a keepalive JSON fetch, no cookies). */
export const POST = publicRoute({ body, maxBodyBytes: 1024 }, async ({ req, body }) => {
  const host = body.source === "embed" ? normalizeHost(body.host) : null;
  await recordCalculatorView(body.company, body.source, clientIp(req.headers), host);
  return new NextResponse(null, { status: 204 });
});
