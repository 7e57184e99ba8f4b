import "server-only";
import { prisma } from "@/lib/db";
import { rateLimited } from "@/lib/errors";
import { resolvePublicCompany } from "@/lib/calculator/company";
import { priceSubmission } from "@/lib/estimates/pricing";
import { centsToDecimalString, UNIT_TYPE_INFO } from "@/lib/pricing";
import { hashClientIp, hitRateLimit } from "@/lib/rate-limit";
import type { SharedEstimateInput } from "@/lib/validation/shared-estimate";
import {
  hashSharedEstimateToken,
  isWellFormedSharedToken,
  newSharedEstimateToken,
  sharedEstimatePath,
} from "./token";

/** A shared estimate link opens for 30 days (docs/product.md "Shared estimate"). */
export const SHARED_ESTIMATE_DAYS = 30;
/** Links made per client address and minute: a customer shares a few times at most. */
export const SHARES_PER_MINUTE = 10;

/** What the page shows, as priced when the link was made (SharedEstimate.lines). */
export type SharedEstimateSnapshot = {
  lines: {
    name: string;
    quantity: number;
    unitLabel: string;
    unitPriceCents: number;
    subtotalCents: number;
    minutes: number;
    fee: { name: string; amountCents: number } | null;
  }[];
  /** 'Something else?' lines: 'To be quoted', $0. */
  customLines: { description: string; quantity: number }[];
  serviceCallFeeCents: number;
  subtotalCents: number;
  taxRate: string;
  taxCents: number;
  totalCents: number;
  totalMinutes: number;
};

/**
 * Prices the cart from the company's price book (the browser's prices and names are never
 * used: an unknown, hidden or foreign service is a 400 naming it), stores the snapshot under
 * the hash of a fresh token and returns the link's path. Limited per client address.
 */
export async function createSharedEstimate(
  slug: string,
  input: SharedEstimateInput,
  { ip, now = new Date() }: { ip: string; now?: Date },
): Promise<{ url: string; expiresAt: Date }> {
  const company = await resolvePublicCompany(slug);
  const breakdown = await priceSubmission(company, input.items);
  const limit = await hitRateLimit(
    { key: `shared-estimate:${hashClientIp(ip)}`, limit: SHARES_PER_MINUTE, windowSeconds: 60 },
    prisma,
    now,
  );
  if (!limit.allowed) throw rateLimited(limit.retryAfterSeconds);

  const snapshot: SharedEstimateSnapshot = {
    lines: breakdown.lines.map((line) => ({
      name: line.item.name,
      quantity: line.quantity,
      unitLabel: UNIT_TYPE_INFO[line.item.unitType].label,
      unitPriceCents: line.unitPriceCents,
      subtotalCents: line.subtotalCents,
      minutes: line.minutes,
      fee: line.fee && { name: line.fee.name, amountCents: line.fee.amountCents },
    })),
    customLines: (input.customItems ?? []).map((item) => ({
      description: item.description,
      quantity: item.quantity ?? 1,
    })),
    serviceCallFeeCents: breakdown.serviceCallFeeCents,
    subtotalCents: breakdown.subtotalCents,
    taxRate: company.taxRate.toString(),
    taxCents: breakdown.taxCents,
    totalCents: breakdown.totalCents,
    totalMinutes: breakdown.totalMinutes,
  };
  const token = newSharedEstimateToken();
  const expiresAt = new Date(now.getTime() + SHARED_ESTIMATE_DAYS * 24 * 3600_000);
  await prisma.sharedEstimate.create({
    data: {
      companyId: company.id,
      tokenHash: hashSharedEstimateToken(token),
      lines: snapshot,
      total: centsToDecimalString(breakdown.totalCents),
      expiresAt,
    },
  });
  return { url: sharedEstimatePath(token), expiresAt };
}

export type SharedEstimateView = {
  company: { name: string; slug: string; logo: string | null; accentColor: string | null };
  estimate: SharedEstimateSnapshot;
  createdAt: Date;
  expiresAt: Date;
};

/**
 * The shared estimate behind a link token: "expired" after its expiry, null for a token that
 * names nothing (or a company no longer active). The company is the one that made the link:
 * a link never shows under another company's name.
 */
export async function getSharedEstimate(
  token: string,
  now = new Date(),
): Promise<SharedEstimateView | "expired" | null> {
  if (!isWellFormedSharedToken(token)) return null;
  const row = await prisma.sharedEstimate.findUnique({
    where: { tokenHash: hashSharedEstimateToken(token) },
    include: {
      company: {
        select: { name: true, slug: true, logo: true, accentColor: true, isActive: true },
      },
    },
  });
  if (!row || !row.company.isActive) return null;
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  const { isActive: _active, ...company } = row.company;
  void _active;
  return {
    company,
    estimate: row.lines as unknown as SharedEstimateSnapshot,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  };
}
