import "server-only";
import { prisma } from "@/lib/db";
import type { quoteSettingsSchema } from "@/lib/validation/quote";
import type { z } from "zod";
import type { QuoteSettingsDto } from "./types";

const select = { quoteValidDays: true, quoteTerms: true, quoteReminderDays: true } as const;

export async function getQuoteSettings(companyId: string): Promise<QuoteSettingsDto> {
  return prisma.company.findUniqueOrThrow({ where: { id: companyId }, select });
}

/** Defaults of new quotes (validity, terms) and the reminder days of sent ones. */
export async function updateQuoteSettings(
  companyId: string,
  changes: z.output<typeof quoteSettingsSchema>,
): Promise<QuoteSettingsDto> {
  return prisma.company.update({ where: { id: companyId }, data: changes, select });
}
