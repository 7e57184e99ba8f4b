import { withSession } from "@/lib/api/handler";
import { feedStatus, rotateCompanyFeed } from "@/lib/jobs/feeds";

/** Whether the company has a calendar feed of every visit (its URL is shown only when made). */
export const GET = withSession({ permission: "schedule" }, async ({ user }) =>
  feedStatus({ companyId: user.companyId }),
);

/** A new secret URL for the company's feed ({ exists, url }); the old URL stops working. */
export const POST = withSession({ permission: "schedule" }, async ({ user }) =>
  rotateCompanyFeed(user.companyId),
);
