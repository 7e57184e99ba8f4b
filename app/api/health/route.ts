import { publicRoute } from "@/lib/api/handler";

export const dynamic = "force-dynamic";

/** Liveness probe for load balancers and the end-to-end server (no database access). */
export const GET = publicRoute({}, async () => ({ ok: true }));
