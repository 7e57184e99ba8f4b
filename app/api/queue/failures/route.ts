import { withSession } from "@/lib/api/handler";
import { listFailures } from "@/lib/queue/failures";

/** The company's failed deliveries (dead-lettered mails), newest first. */
export const GET = withSession({ permission: "integrations" }, async ({ user }) =>
  listFailures(user.companyId),
);
