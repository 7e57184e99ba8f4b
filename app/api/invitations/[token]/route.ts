import { publicRoute } from "@/lib/api/handler";
import { clientIp } from "@/lib/rate-limit";
import { acceptInvitation, describeInvitation } from "@/lib/team/invitations";
import { acceptInvitationSchema, invitationTokenParams } from "@/lib/validation/team";

/** What an invitation link offers (404 unknown; 410 used, withdrawn or expired). */
export const GET = publicRoute({ params: invitationTokenParams }, async ({ params }) =>
  describeInvitation(params.token),
);

/** Accepts: `{ name, password }` for a new login, `{ password }` for an existing one. */
export const POST = publicRoute(
  { params: invitationTokenParams, body: acceptInvitationSchema, maxBodyBytes: 2 * 1024 },
  async ({ req, params, body }) =>
    acceptInvitation(params.token, body, {
      ip: clientIp(req.headers),
      userAgent: req.headers.get("user-agent"),
    }),
);
