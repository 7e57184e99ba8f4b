import { INDUSTRY_LABELS, type ServiceCategory } from "@/lib/validation/company";
import { formatCurrency } from "@/lib/format";
import type { ServiceFeeDto } from "@/lib/services/types";

export const categoryLabel = (category: string) =>
  INDUSTRY_LABELS[category as ServiceCategory] ?? category;

/** "8% of the line" or "$125.00". */
export const feeAmountLabel = (fee: Pick<ServiceFeeDto, "type" | "amount">) =>
  fee.type === "percentage" ? `${Number(fee.amount)}%` : formatCurrency(fee.amount);
