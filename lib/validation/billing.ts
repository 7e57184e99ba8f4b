import { z } from "zod";
import { BILLING_INTERVALS } from "@/lib/plans";

/** A paid plan and its billing interval (checkout and plan changes). */
export const planChoiceSchema = z
  .object({
    plan: z.enum(["pro", "business"], "Choose Pro or Business."),
    interval: z.enum(BILLING_INTERVALS, "Choose monthly or annual billing.").default("month"),
  })
  .strict();
