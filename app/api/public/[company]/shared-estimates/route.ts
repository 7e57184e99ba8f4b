import { NextResponse } from "next/server";
import { z } from "zod";
import { publicRoute } from "@/lib/api/handler";
import { clientIp } from "@/lib/rate-limit";
import { createSharedEstimate } from "@/lib/shared-estimates";
import {
  MAX_SHARED_ESTIMATE_BODY_BYTES,
  sharedEstimateSchema,
} from "@/lib/validation/shared-estimate";

const params = z.object({ company: z.string().min(1).max(100) });

/**
 * Public: a read-only link to the customer's estimate ('Share estimate'), priced by the server
 * from the price book. 201 { url: "/e/<token>", expiresAt }.
 */
export const POST = publicRoute(
  { params, body: sharedEstimateSchema, maxBodyBytes: MAX_SHARED_ESTIMATE_BODY_BYTES },
  async ({ req, params, body }) => {
    const { url, expiresAt } = await createSharedEstimate(params.company, body, {
      ip: clientIp(req.headers),
    });
    return NextResponse.json(
      { url, expiresAt: expiresAt.toISOString() },
      { status: 201, headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } },
    );
  },
);
