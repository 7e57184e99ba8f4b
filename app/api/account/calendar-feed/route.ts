import { withSession } from "@/lib/api/handler";
import { audit } from "@/lib/api/audit";
import { feedStatus, rotateMemberFeed } from "@/lib/jobs/feeds";

/** Whether the member has a calendar feed of their visits (its URL is shown only when made). */
export const GET = withSession({ permission: "field_work" }, async ({ user }) =>
  feedStatus({ memberId: user.memberId }),
);

/** A new secret URL for the member's feed ({ exists, url }); the old URL stops working. */
export const POST = withSession({ permission: "field_work" }, async ({ req, user }) => {
  const feed = await rotateMemberFeed(user.memberId);
  // A new secret, like an API key: in the activity log (docs/team.md).
  await audit(req, user, {
    action: "calendar_feed.rotated",
    detail: "Made a new calendar address (member)",
  });
  return feed;
});
