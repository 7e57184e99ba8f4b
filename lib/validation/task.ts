import { z } from "zod";
import { daySchema, idSchema, requiredText } from "@/lib/validation/fields";

const link = idSchema.nullish().transform((value) => value ?? null);

/** POST /api/tasks: a follow-up on a client, a request or a quote (or on nothing). */
export const taskCreateSchema = z
  .object({
    title: requiredText("Title", 200),
    dueDate: daySchema("Due date"),
    clientId: link,
    estimateRequestId: link,
    quoteId: link,
  })
  .strict();
export type TaskCreateInput = z.input<typeof taskCreateSchema>;

/** PATCH /api/tasks/[id]. */
export const taskUpdateSchema = z
  .object({
    title: requiredText("Title", 200),
    dueDate: daySchema("Due date"),
    done: z.boolean({ error: "done must be true or false." }),
  })
  .partial()
  .strict()
  .refine((value) => Object.keys(value).length > 0, "Send a title, a due date or done.");
export type TaskUpdateInput = z.input<typeof taskUpdateSchema>;

export const TASK_DUE_FILTERS = ["today", "open"] as const;

/** GET /api/tasks?due=today|open&clientId=&estimateRequestId=&quoteId= */
export const taskListQuerySchema = z
  .object({
    due: z.enum(TASK_DUE_FILTERS, { error: "due must be today or open." }).optional(),
    clientId: idSchema.optional(),
    estimateRequestId: idSchema.optional(),
    quoteId: idSchema.optional(),
  })
  .strict();
export type TaskListFilter = z.output<typeof taskListQuerySchema>;

export const taskParamsSchema = z.object({ id: idSchema }).strict();
