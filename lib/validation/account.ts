import { z } from "zod";
import { emailSchema, newPasswordSchema } from "@/lib/validation/auth";

const currentPassword = z
  .string("Enter your current password.")
  .min(1, "Enter your current password.")
  .max(128, "Password is too long.");

export const accountNameSchema = z
  .object({
    name: z.string().trim().min(1, "Your name is required.").max(120, "Name is too long."),
  })
  .strict();

export const changeEmailSchema = z.object({ email: emailSchema, currentPassword }).strict();

export const changePasswordSchema = z
  .object({ currentPassword, newPassword: newPasswordSchema })
  .strict()
  .refine((input) => input.newPassword !== input.currentPassword, {
    path: ["newPassword"],
    message: "Choose a password different from the current one.",
  });

/** Deleting the account and company: the owner types the company name and their password. */
export const deleteAccountSchema = z
  .object({
    confirmation: z
      .string()
      .trim()
      .min(1, "Type your company name to confirm.")
      .max(200, "Too long."),
    currentPassword,
  })
  .strict();
