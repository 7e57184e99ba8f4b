import { NextResponse } from "next/server";

export const dynamic = "force-dynamic";

/** Liveness probe for load balancers and the end-to-end server (no database access). */
export function GET() {
  return NextResponse.json({ ok: true });
}
