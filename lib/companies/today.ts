import "server-only";
import type { Prisma } from "@prisma/client";
import { todayIn } from "@/lib/dates";
import { prisma } from "@/lib/db";

/**
 * Today's calendar day (YYYY-MM-DD) in the company's time zone (`Company.timeZone`): the day
 * a quote's expiry, a deposit's date and a task's due date are compared with
 * (docs/quotes-server.md "Ids and days").
 */
export async function companyToday(
  companyId: string,
  now = new Date(),
  db: Prisma.TransactionClient | typeof prisma = prisma,
): Promise<string> {
  const company = await db.company.findUniqueOrThrow({
    where: { id: companyId },
    select: { timeZone: true },
  });
  return todayIn(company.timeZone, now);
}
