import { z } from "zod";
import { INDUSTRY_TYPES } from "@/lib/categories";
import { PLAN_IDS } from "@/lib/marketing/plans";
import { timeZoneSchema } from "@/lib/validation/time-zone";

export const emailSchema = z
  .string()
  .trim()
  .min(1, "Email is required.")
  .max(254, "Email is too long.")
  .pipe(z.email("Enter a valid email address."))
  .transform((email) => email.toLowerCase());

export const newPasswordSchema = z
  .string()
  .min(8, "Password must be at least 8 characters.")
  .max(128, "Password must be at most 128 characters.")
  .refine((value) => /[A-Za-z]/.test(value) && /\d/.test(value), {
    message: "Password must contain a letter and a number.",
  });

export const slugSchema = z
  .string()
  .trim()
  .min(3, "The calculator address needs at least 3 characters.")
  .max(48, "The calculator address can have at most 48 characters.")
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    "Use lower-case letters, digits and single hyphens (e.g. bright-electric).",
  );

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, "Password is required.").max(128, "Password is too long."),
});

export const registerSchema = z
  .object({
    name: z.string().trim().min(1, "Your name is required.").max(120, "Name is too long."),
    email: emailSchema,
    password: newPasswordSchema,
    companyName: z
      .string()
      .trim()
      .min(2, "Company name is required.")
      .max(120, "Company name is too long."),
    industryType: z.enum(INDUSTRY_TYPES, "Choose your industry."),
    slug: slugSchema,
    plan: z.enum(PLAN_IDS).default("starter"),
    /** The browser's IANA time zone; "UTC" when absent (docs/analytics.md). */
    timeZone: timeZoneSchema.optional(),
  })
  .strict();

export type RegisterInput = z.input<typeof registerSchema>;
