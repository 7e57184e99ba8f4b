import { z } from "zod";
import { emailSchema, slugSchema } from "@/lib/validation/auth";
import { INDUSTRY_TYPES } from "@/lib/categories";
import { timeZoneSchema } from "@/lib/validation/time-zone";

/** Logo uploads: raster images only (an SVG can carry script), at most 1 MB. */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_CONTENT_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];

export const LOGO_MESSAGES = {
  tooLarge: "The logo must be 1 MB or smaller. Choose a smaller PNG, JPEG or WebP image.",
  svg: "SVG logos are not accepted because they can carry scripts. Upload a PNG, JPEG or WebP image.",
  wrongType: "The logo must be a PNG, JPEG or WebP image.",
  missing: "Choose an image file to upload.",
} as const;

/** Empty input means "clear this field" (null), so an owner can remove a phone number. */
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} can have at most ${max} characters.`)
    .nullable()
    .transform((value) => (value ? value : null));

const optionalEmail = z
  .union([z.literal(""), z.null(), emailSchema])
  .transform((value) => (value ? value : null));

const PHONE = /^[+()0-9.\-\s]{7,32}$/;
const optionalPhone = optionalText(32, "Phone").refine(
  (value) => value === null || PHONE.test(value),
  {
    message: "Enter a phone number with digits, spaces, +, -, ( or ).",
  },
);

/** "brightline.example" → "https://brightline.example"; only http(s) addresses are kept. */
export function normalizeWebsite(value: string) {
  const trimmed = value.trim();
  if (!trimmed) return "";
  return /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

const optionalWebsite = optionalText(200, "Website")
  .transform((value) => (value ? normalizeWebsite(value) : null))
  .refine(
    (value) => {
      if (value === null) return true;
      try {
        const url = new URL(value);
        return (
          (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".")
        );
      } catch {
        return false;
      }
    },
    { message: "Enter a web address such as https://example.com." },
  );

/** PATCH /api/company/profile: any subset of the profile fields. */
export const companyProfileSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(2, "Company name is required.")
      .max(120, "Company name is too long."),
    industryType: z.enum(INDUSTRY_TYPES, "Choose an industry from the list."),
    slug: slugSchema,
    contactEmail: optionalEmail,
    phone: optionalPhone,
    website: optionalWebsite,
    address: optionalText(300, "Address"),
    /** How customers pay when deposits are not taken online (the quote page, PDF and mails). */
    paymentInstructions: optionalText(1000, "Payment instructions"),
    /** IANA zone deciding analytics days and weeks (docs/analytics.md). */
    timeZone: timeZoneSchema,
  })
  .partial()
  .strict();

export type CompanyProfileInput = z.input<typeof companyProfileSchema>;
export type CompanyProfileUpdate = z.output<typeof companyProfileSchema>;
