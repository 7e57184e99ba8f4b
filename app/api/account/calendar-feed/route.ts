import { withSession } from "@/lib/api/handler";
import { feedStatus, rotateMemberFeed } from "@/lib/jobs/feeds";

/** Whether the member has a calendar feed of their visits (its URL is shown only when made). */
export const GET = withSession({ permission: "field_work" }, async ({ user }) =>
  feedStatus({ memberId: user.memberId }),
);

/** A new secret URL for the member's feed ({ exists, url }); the old URL stops working. */
export const POST = withSession({ permission: "field_work" }, async ({ user }) =>
  rotateMemberFeed(user.memberId),
);
