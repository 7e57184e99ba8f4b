import "server-only";
import type { Prisma } from "@prisma/client";
import { prisma } from "@/lib/db";

type Db = Prisma.TransactionClient | typeof prisma;

export type ConsentStatus = "consented" | "opted_out";
export type ConsentSource = "request_form" | "owner" | "keyword" | "verbal" | "written";

/** The keywords that opt a number out, back in, and ask for help (the whole text, any case). */
export const STOP_WORDS = ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT"] as const;
export const START_WORDS = ["START", "UNSTOP", "YES"] as const;
export const HELP_WORDS = ["HELP", "INFO"] as const;

export function keywordOf(body: string): "stop" | "start" | "help" | null {
  const word = body
    .trim()
    .replace(/[.!\s]+$/, "")
    .toUpperCase();
  if ((STOP_WORDS as readonly string[]).includes(word)) return "stop";
  if ((START_WORDS as readonly string[]).includes(word)) return "start";
  if ((HELP_WORDS as readonly string[]).includes(word)) return "help";
  return null;
}

/**
 * Records a number's consent or opt-out for a company (companyId null: the operator-wide
 * sender, for every company that sends from it), with its source and time.
 */
export async function setConsent(
  db: Db,
  companyId: string | null,
  phone: string,
  status: ConsentStatus,
  source: ConsentSource,
  at = new Date(),
) {
  const existing = await db.textConsent.findFirst({ where: { companyId, phone } });
  if (existing)
    return db.textConsent.update({ where: { id: existing.id }, data: { status, source, at } });
  return db.textConsent.create({ data: { companyId, phone, status, source, at } });
}

/**
 * Whether a company may text a number now: never after an opt-out (the company's own, or the
 * shared sender's when the company sends from it); yes with a recorded consent, or with the
 * request form's consent of this number (`formConsentAt`), which is then recorded.
 */
export async function mayText(
  db: Db,
  companyId: string,
  phone: string,
  { sharedSender, formConsentAt }: { sharedSender: boolean; formConsentAt?: Date | null },
): Promise<boolean> {
  const rows = await db.textConsent.findMany({
    where: { phone, OR: [{ companyId }, ...(sharedSender ? [{ companyId: null }] : [])] },
  });
  if (rows.some((row) => row.status === "opted_out")) return false;
  if (rows.some((row) => row.companyId === companyId && row.status === "consented")) return true;
  if (formConsentAt) {
    await setConsent(db, companyId, phone, "consented", "request_form", formConsentAt);
    return true;
  }
  return false;
}

/** The consent of a number for a company as the owner sees it (null: none recorded). */
export async function consentOf(companyId: string, phone: string) {
  const rows = await prisma.textConsent.findMany({
    where: { phone, OR: [{ companyId }, { companyId: null }] },
  });
  return rows.find((row) => row.status === "opted_out") ?? rows.find((r) => r.companyId) ?? null;
}
