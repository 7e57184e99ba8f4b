import "server-only";
import type { z } from "zod";
import { prisma } from "@/lib/db";
import type { invoiceSettingsSchema } from "@/lib/validation/invoice";

const select = {
  invoiceTerms: true,
  invoiceNotes: true,
  invoiceReminderDays: true,
  reviewLink: true,
} as const;

/** Defaults of new invoices (terms, notes), the reminder days and the review link. */
export async function getInvoiceSettings(companyId: string) {
  return prisma.company.findUniqueOrThrow({ where: { id: companyId }, select });
}

export async function updateInvoiceSettings(
  companyId: string,
  changes: z.output<typeof invoiceSettingsSchema>,
) {
  return prisma.company.update({ where: { id: companyId }, data: changes, select });
}
