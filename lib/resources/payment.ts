import { z } from "zod";
import { $Enums } from "@prisma/client";
import type { SqlDb } from "@/lib/db/statements";
import { quoteDisplayNumber } from "@/lib/format";
import { centsToDecimalString, toCents } from "@/lib/pricing";
import {
  daySchema,
  daySql,
  isoSql,
  moneySchema,
  moneySql,
  timestampSchema,
  readRowById,
} from "./common";

export const PAYMENT_METHODS = Object.values($Enums.PaymentMethod) as [
  $Enums.PaymentMethod,
  ...$Enums.PaymentMethod[],
];

/**
 * A deposit payment on a quote (table QuotePayment) as /api/v1 answers it and
 * deposit.recorded carries it: the payment and where its quote's deposit stands after it.
 */
export const paymentSchema = z
  .object({
    id: z.string(),
    quoteId: z.string(),
    amount: moneySchema,
    method: z.enum(PAYMENT_METHODS),
    paidOn: daySchema,
    note: z.string().nullable(),
    quote: z
      .object({
        id: z.string(),
        number: z.string().meta({ example: "Q-0012" }),
        total: moneySchema,
        depositAmount: moneySchema,
        amountPaid: moneySchema.meta({ description: "All payments on the quote so far." }),
        depositBalance: moneySchema,
      })
      .meta({ id: "PaymentQuote" }),
    createdAt: timestampSchema,
  })
  .meta({ id: "Payment" });

export type PaymentResource = z.infer<typeof paymentSchema>;

type PaymentRow = Omit<PaymentResource, "quote"> & {
  quote: Omit<PaymentResource["quote"], "number" | "depositBalance"> & {
    number: number;
    revision: number;
  };
};

const SELECT = `SELECT p."id", p."quoteId", ${moneySql('p."amount"')} AS "amount",
    p."method"::text AS "method", ${daySql('p."paidOn"')} AS "paidOn", p."note",
    json_build_object('id', q."id", 'number', q."number", 'revision', q."revision",
      'total', ${moneySql('q."total"')}, 'depositAmount', ${moneySql('q."depositAmount"')},
      'amountPaid', ${moneySql(`(SELECT COALESCE(sum(o."amount"), 0) FROM "QuotePayment" o
        JOIN "Quote" r ON r."id" = o."quoteId"
        WHERE r."companyId" = q."companyId" AND r."number" = q."number")`)}) AS "quote",
    ${isoSql('p."createdAt"')} AS "createdAt"
  FROM "QuotePayment" p JOIN "Quote" q ON q."id" = p."quoteId"`;

/**
 * One payment by id, in one statement on any executor; with `companyId`, only that
 * company's. Throws a not-found error when there is none.
 */
export async function readPayment(
  db: SqlDb,
  id: string,
  companyId?: string,
): Promise<PaymentResource> {
  const row = await readRowById<PaymentRow>(db, SELECT, "p", "Payment", id, companyId);
  const { number, revision, ...quote } = row.quote;
  return {
    id: row.id,
    quoteId: row.quoteId,
    amount: row.amount,
    method: row.method,
    paidOn: row.paidOn,
    note: row.note,
    quote: {
      id: quote.id,
      number: quoteDisplayNumber(number, revision),
      total: quote.total,
      depositAmount: quote.depositAmount,
      amountPaid: quote.amountPaid,
      depositBalance: centsToDecimalString(
        Math.max(0, toCents(quote.depositAmount) - toCents(quote.amountPaid)),
      ),
    },
    createdAt: row.createdAt,
  };
}
