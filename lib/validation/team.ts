import { z } from "zod";
import { emailSchema } from "@/lib/validation/auth";
import { ROLES } from "@/lib/team/permissions";

/** The roles a member can have: lib/team/permissions.ts. */
export { ROLES };

const id = z.string().trim().min(1, "Required.").max(100, "Too long.");
export const roleSchema = z.enum(ROLES, "Choose a role: owner, admin, office or technician.");

export const memberParams = z.object({ id });
export const invitationParams = z.object({ id });
/** A request or quote being assigned. */
export const assignParams = z.object({ id });
export const invitationTokenParams = z.object({
  token: z.string().min(20, "Invalid invitation link.").max(200, "Invalid invitation link."),
});

export const inviteSchema = z.object({ email: emailSchema, role: roleSchema }).strict();

export const memberChangeSchema = z
  .object({
    role: roleSchema.optional(),
    active: z.boolean("active must be true or false.").optional(),
  })
  .strict()
  .refine((value) => value.role !== undefined || value.active !== undefined, {
    message: "Give a role or active.",
    path: ["role"],
  });

/** Accepting: a name and a new password (a new login), or the existing login's password. */
export const acceptInvitationSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, "Your name is required.")
      .max(120, "Name is too long.")
      .optional(),
    password: z.string().min(1, "Password is required.").max(128, "Password is too long."),
  })
  .strict();

export const switchCompanySchema = z.object({ companyId: id }).strict();

export const notificationsSchema = z
  .object({
    newRequest: z.boolean().optional(),
    quoteViewed: z.boolean().optional(),
    quoteApproved: z.boolean().optional(),
    invoicePaid: z.boolean().optional(),
    assigned: z.boolean().optional(),
  })
  .strict();

export const assigneeSchema = z
  .object({ userId: z.string().trim().min(1, "Choose a member.").max(100).nullable() })
  .strict();

export const activityQuerySchema = z.object({
  cursor: id.optional(),
  action: z.string().trim().max(60).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
