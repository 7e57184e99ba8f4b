import { withSession } from "@/lib/api/handler";
import { starterTemplateOrNotFound } from "@/lib/marketplace/catalogue";
import { starterIdParamsSchema } from "@/lib/validation/marketplace";

/** One starter price book in full: services, labor rates, fees and sources, for the preview. */
export const GET = withSession(
  { permission: "price_book", params: starterIdParamsSchema },
  async ({ params }) => starterTemplateOrNotFound(params.id),
);
