import { z } from "zod";
import { emailSchema } from "@/lib/validation/auth";

/** POST /api/portal/link: a sign-in link to a company's customer portal. */
export const portalLinkSchema = z
  .object({
    /** The company's public slug (/portal?company=<slug>). */
    company: z.string().trim().min(1, "The company is required.").max(100),
    email: emailSchema,
  })
  .strict();

export type PortalLinkInput = z.output<typeof portalLinkSchema>;
