import { z } from "zod";
import { publicRoute } from "@/lib/api/handler";
import { feedBySecret } from "@/lib/jobs/feeds";

const params = z.object({ secret: z.string().min(1).max(200) });

/**
 * A calendar feed (docs/jobs.md, "Calendar feeds"): /api/calendar/<secret>.ics, subscribed to
 * from Google, Apple or Outlook. The secret is the only key; an unknown one is a 404.
 */
export const GET = publicRoute({ params }, async ({ params }) => {
  const ics = await feedBySecret(params.secret.replace(/\.ics$/i, ""));
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Cache-Control": "private, max-age=300",
      "X-Robots-Tag": "noindex",
    },
  });
});
