import { z } from "zod";

export const SUPPORT_SUBJECT_MAX = 150;
export const SUPPORT_MESSAGE_MAX = 5000;

/** POST /api/support. */
export const supportMessageSchema = z
  .object({
    subject: z
      .string("Enter a subject.")
      .trim()
      .min(3, "Enter a subject of at least 3 characters.")
      .max(SUPPORT_SUBJECT_MAX, `The subject can have at most ${SUPPORT_SUBJECT_MAX} characters.`)
      .refine((value) => !/[\r\n]/.test(value), "The subject must be a single line."),
    message: z
      .string("Enter your message.")
      .trim()
      .min(10, "Tell us a little more (at least 10 characters).")
      .max(SUPPORT_MESSAGE_MAX, `The message can have at most ${SUPPORT_MESSAGE_MAX} characters.`),
  })
  .strict();

export type SupportMessageInput = z.input<typeof supportMessageSchema>;
