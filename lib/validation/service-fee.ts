import { z } from "zod";
import { FEE_TYPES } from "@/lib/pricing";
import {
  CONTROL_CHARACTERS_MESSAGE,
  moneySchema,
  noControlCharacters,
} from "@/lib/validation/service";

const feeFields = {
  name: z
    .string({ error: "Name is required." })
    .trim()
    .min(1, "Name is required.")
    .max(120, "Name can have at most 120 characters.")
    .refine(noControlCharacters, CONTROL_CHARACTERS_MESSAGE),
  type: z.enum(FEE_TYPES, { error: "Type must be percentage or fixed." }),
  amount: moneySchema("Amount"),
  companyId: z.unknown().optional(),
};

const percentageAtMost100 = (value: { type?: string; amount?: number }) =>
  value.type !== "percentage" || value.amount === undefined || value.amount <= 100;
const percentageIssue = { message: "A percentage fee can be at most 100.", path: ["amount"] };

export const serviceFeeSchema = z
  .object(feeFields)
  .strict()
  .refine(percentageAtMost100, percentageIssue);
export type ServiceFeeInput = z.infer<typeof serviceFeeSchema>;

export const serviceFeePatchSchema = z
  .object(feeFields)
  .partial()
  .strict()
  .refine(
    (value) => value.name !== undefined || value.type !== undefined || value.amount !== undefined,
    "Send a name, a type or an amount.",
  )
  .refine(percentageAtMost100, percentageIssue);
