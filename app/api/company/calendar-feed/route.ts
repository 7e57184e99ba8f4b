import { withSession } from "@/lib/api/handler";
import { audit } from "@/lib/api/audit";
import { feedStatus, rotateCompanyFeed } from "@/lib/jobs/feeds";

/** Whether the company has a calendar feed of every visit (its URL is shown only when made). */
export const GET = withSession({ permission: "schedule" }, async ({ user }) =>
  feedStatus({ companyId: user.companyId }),
);

/** A new secret URL for the company's feed ({ exists, url }); the old URL stops working. */
export const POST = withSession({ permission: "schedule" }, async ({ req, user }) => {
  const feed = await rotateCompanyFeed(user.companyId);
  // A new secret, like an API key: in the activity log (docs/team.md).
  await audit(req, user, {
    action: "calendar_feed.rotated",
    detail: "Made a new calendar address (company)",
  });
  return feed;
});
