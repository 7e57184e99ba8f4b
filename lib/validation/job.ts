import { z } from "zod";

import { JOB_STATUSES } from "./job-values";

export { JOB_STATUSES };

const id = z.string().trim().min(1, "Required.").max(100, "Too long.");
const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} can have at most ${max} characters.`);
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} can have at most ${max} characters.`)
    .nullable()
    .optional()
    .transform((value) => (value ? value : value === undefined ? undefined : null));
const instant = (label: string) =>
  z.iso
    .datetime({
      offset: true,
      error: `${label} must be an ISO date-time (2026-12-03T09:00:00-08:00).`,
    })
    .transform((value) => new Date(value));

export const jobParams = z.object({ id });
export const jobItemParams = z.object({ id, itemId: id });
export const jobPhotoParams = z.object({ id, photoId: id });
export const visitParams = z.object({ id });

export const jobListQuerySchema = z
  .object({
    status: z.enum(JOB_STATUSES, `status must be one of: ${JOB_STATUSES.join(", ")}.`).optional(),
    q: z.string().trim().max(100).optional(),
    cursor: id.optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  })
  .strict();

const checklistLabel = text("A checklist item", 300);

export const jobCreateSchema = z.union([
  z.object({ quoteId: id }).strict(),
  z
    .object({
      title: text("Title", 200),
      instructions: optionalText("Instructions", 5000),
      clientId: id.nullable().optional(),
      propertyId: id.nullable().optional(),
      checklist: z.array(checklistLabel).max(200, "At most 200 checklist items.").optional(),
    })
    .strict(),
]);

export const jobUpdateSchema = z
  .object({
    title: text("Title", 200).optional(),
    instructions: optionalText("Instructions", 5000),
    clientId: id.nullable().optional(),
    propertyId: id.nullable().optional(),
    checklist: z
      .array(z.object({ id: id.optional(), label: checklistLabel }).strict())
      .max(200, "At most 200 checklist items.")
      .optional(),
  })
  .strict();

export const jobStatusSchema = z
  .object({
    action: z.enum(["complete", "cancel", "reopen"], "action must be complete, cancel or reopen."),
  })
  .strict();

export const checklistItemSchema = z
  .object({ done: z.boolean("done must be true or false.") })
  .strict();
export const jobNoteSchema = z.object({ body: text("The note", 5000) }).strict();
export const jobPhotoQuerySchema = z.object({ size: z.enum(["thumbnail"]).optional() }).strict();

const recurrenceSchema = z
  .object({
    every: z.number().int().min(1, "every must be 1 to 52.").max(52, "every must be 1 to 52."),
    unit: z.enum(["week", "month"], "unit must be week or month."),
    until: z.iso.date("until must be a day (YYYY-MM-DD).").nullable().optional(),
    count: z
      .number()
      .int()
      .min(2, "count must be 2 to 104.")
      .max(104, "count must be 2 to 104.")
      .nullable()
      .optional(),
  })
  .strict()
  .refine((value) => Boolean(value.until) !== Boolean(value.count), {
    message: "Give either until or count.",
    path: ["until"],
  });

const windowSchema = z
  .number()
  .int()
  .min(15, "The arrival window is 15 to 480 minutes.")
  .max(480, "The arrival window is 15 to 480 minutes.")
  .nullable()
  .optional();

export const visitCreateSchema = z
  .object({
    startAt: instant("startAt"),
    endAt: instant("endAt"),
    arrivalWindowMinutes: windowSchema,
    assigneeIds: z.array(id).min(1, "Assign at least one member.").max(20),
    recurrence: recurrenceSchema.nullable().optional(),
    force: z.boolean().optional(),
  })
  .strict();

export const visitUpdateSchema = z
  .object({
    startAt: instant("startAt").optional(),
    endAt: instant("endAt").optional(),
    arrivalWindowMinutes: windowSchema,
    assigneeIds: z.array(id).min(1, "Assign at least one member.").max(20).optional(),
    force: z.boolean().optional(),
  })
  .strict();

export const visitListQuerySchema = z
  .object({ from: instant("from"), to: instant("to"), userId: id.optional() })
  .strict()
  .refine(
    // zod runs this even when from or to failed (then still the raw text, already reported).
    (value) =>
      !(value.from instanceof Date && value.to instanceof Date) ||
      (value.to > value.from && value.to.getTime() - value.from.getTime() <= 62 * 86_400_000),
    {
      message: "to must be after from, at most 62 days later.",
      path: ["to"],
    },
  );

export const visitProgressSchema = z
  .object({
    action: z.enum(
      ["on_my_way", "start", "complete"],
      "action must be on_my_way, start or complete.",
    ),
  })
  .strict();
