import { z } from "zod";

/**
 * Bodies of the customer's quote calls (/api/public/quotes/[token]/...). The page itself
 * sends them with plain fetch and does not import zod (its download stays small); the
 * constants below are shared.
 */
export const SIGNATURE_PREFIX = "data:image/png;base64,";
/** The drawn signature, decoded, is at most this many bytes. */
export const MAX_SIGNATURE_BYTES = 300 * 1024;
/** Longest data URL that can decode to MAX_SIGNATURE_BYTES. */
export const MAX_SIGNATURE_DATA_URL_LENGTH =
  SIGNATURE_PREFIX.length + Math.ceil(MAX_SIGNATURE_BYTES / 3) * 4;
/** The approve body: the data URL plus a few hundred bytes of name and hash. */
export const MAX_APPROVE_BODY_BYTES = MAX_SIGNATURE_DATA_URL_LENGTH + 4096;
export const MAX_DECLINE_REASON = 1000;
export const MAX_SELECTION_IDS = 500;

export const quoteSelectionSchema = z
  .object({
    selectedLineIds: z
      .array(z.string().min(1, "Required.").max(64, "At most 64 characters."))
      .max(MAX_SELECTION_IDS, `At most ${MAX_SELECTION_IDS} lines.`),
  })
  .strict();

/** How the customer signed: a drawing (PNG), or their typed name set as the signature. */
export const SIGNATURE_METHODS = ["drawn", "typed"] as const;

/**
 * The approve body. Both the consent to sign electronically (the disclosure of
 * lib/quotes/disclosure.ts) and the acceptance of the quote and its terms are required, each
 * ticked on its own. A drawn signature carries its PNG; a typed one carries none (the name is
 * the signature), so signing needs no dragging (WCAG 2.5.7).
 */
export const quoteApprovalSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(2, "Type your full name (at least 2 characters).")
      .max(120, "At most 120 characters."),
    signatureMethod: z.enum(SIGNATURE_METHODS, { error: 'Either "drawn" or "typed".' }),
    signature: z
      .string()
      .max(MAX_SIGNATURE_DATA_URL_LENGTH, "The signature image is larger than 300 KB.")
      .startsWith(SIGNATURE_PREFIX, "Must be a PNG data URL (data:image/png;base64,...).")
      .optional(),
    consent: z.literal(true, {
      error: "Tick the box to agree to sign electronically.",
    }),
    termsAccepted: z.literal(true, {
      error: "Tick the box to accept the quote and its terms.",
    }),
    contentHash: z.string().regex(/^[0-9a-f]{64}$/, "A SHA-256 hex digest."),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.signatureMethod === "drawn" && body.signature === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["signature"],
        message: "A drawn signature needs its image.",
      });
    if (body.signatureMethod === "typed" && body.signature !== undefined)
      ctx.addIssue({
        code: "custom",
        path: ["signature"],
        message: "A typed signature has no image: the typed name is the signature.",
      });
  });

export const quoteDeclineSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .max(MAX_DECLINE_REASON, `At most ${MAX_DECLINE_REASON} characters.`)
      .optional(),
  })
  .strict()
  .optional();

export type QuoteSelectionInput = z.infer<typeof quoteSelectionSchema>;
export type QuoteApprovalInput = z.infer<typeof quoteApprovalSchema>;
export type QuoteDeclineInput = z.infer<typeof quoteDeclineSchema>;

/** The link token of the route; its shape is checked by lib/quotes/token (malformed: 404). */
export const quoteTokenParams = z.object({ token: z.string().max(200) });
