import { z } from "zod";
import { NextResponse } from "next/server";
import { publicRoute } from "@/lib/api/handler";
import { recordServiceAdd } from "@/lib/calculator/service-adds";
import { clientIp } from "@/lib/rate-limit";

const body = z
  .object({
    company: z.string().trim().min(1).max(100),
    serviceId: z.string().trim().min(1).max(64),
  })
  .strict();

/**
 * POST /api/calculator-views/services: a customer added a service to a public calculator's
 * estimate (a keepalive JSON fetch, no cookies; docs/analytics.md). 204, or 404 for a
 * company or service that is not there.
 */
export const POST = publicRoute({ body, maxBodyBytes: 1024 }, async ({ req, body }) => {
  await recordServiceAdd(body.company, body.serviceId, clientIp(req.headers));
  return new NextResponse(null, { status: 204 });
});
