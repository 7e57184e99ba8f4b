import { withSession } from "@/lib/api/handler";
import { listStarterTemplatesWithUsage } from "@/lib/marketplace/catalogue";

/** The curated starter price books, with how often each was applied (docs/marketplace.md). */
export const GET = withSession({ permission: "price_book" }, async () =>
  listStarterTemplatesWithUsage(),
);
