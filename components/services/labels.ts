import { formatCurrency } from "@/lib/format";
import type { ServiceFeeDto } from "@/lib/services/types";

/** "8% of the line" or "$125.00". */
export const feeAmountLabel = (fee: Pick<ServiceFeeDto, "type" | "amount">) =>
  fee.type === "percentage" ? `${Number(fee.amount)}%` : formatCurrency(fee.amount);
