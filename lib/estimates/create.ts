import "server-only";
import { invalid, rateLimited } from "@/lib/errors";
import { matchOrCreateClient } from "@/lib/clients/match";
import { prisma } from "@/lib/db";
import { getBoss } from "@/lib/jobs/boss";
import { enqueueMail } from "@/lib/mail/queue";
import { uniqueViolation } from "@/lib/db/errors";
import { toCents, toMoneyString } from "@/lib/pricing";
import { hashClientIp, hitRateLimit, pruneRateLimitBuckets } from "@/lib/rate-limit";
import { isOutsideServiceArea } from "@/lib/service-areas/match";
import type { estimateRequestSchema } from "@/lib/validation/estimate";
import { requestSource } from "@/lib/analytics/hosts";
import type { z } from "zod";
import { loadSubmission, priceLoadedSubmission } from "./pricing";
import { requestItemRows, requestTotals } from "./rows";
import { spamReason } from "./spam";
import { customerZipProblem } from "./zip";
import { emitEvent } from "@/lib/webhooks/emit";
import { estimateRequestPayload } from "@/lib/webhooks/payloads";

export const ESTIMATES_PER_MINUTE = 10;

type Input = z.output<typeof estimateRequestSchema>;
type StoredRequest = {
  id: string;
  subtotal: { toString(): string };
  taxAmount: { toString(): string };
  totalAmount: { toString(): string };
  totalTime: number;
  clientTotal: { toString(): string } | null;
};

export type EstimateRequestResult = {
  id: string;
  subtotal: string;
  taxAmount: string;
  totalAmount: string;
  totalTime: number;
  /** False when the calculator showed a different total than the price book gives now. */
  totalsMatched: boolean;
  thankYouMessage: string | null;
};

const money = toMoneyString;

const toResult = (row: StoredRequest, thankYouMessage: string | null): EstimateRequestResult => ({
  id: row.id,
  subtotal: money(row.subtotal),
  taxAmount: money(row.taxAmount),
  totalAmount: money(row.totalAmount),
  totalTime: row.totalTime,
  totalsMatched: row.clientTotal == null || toCents(row.clientTotal) === toCents(row.totalAmount),
  thankYouMessage,
});

const unknownCompany = () =>
  invalid("Invalid body. companyId: Unknown company.", [
    { path: "companyId", message: "Unknown company." },
  ]);

function clientTotalString(total: Input["totalAmount"]) {
  if (total === undefined) return null;
  try {
    return toMoneyString(total);
  } catch {
    return null;
  }
}

/**
 * Stores a customer's estimate request: priced from the price book, written with its lines
 * in one transaction, deduplicated by Idempotency-Key (retries and concurrent doubles get
 * the first result) and rate-limited per client address in the database.
 */
export async function createEstimateRequest(
  input: Input,
  { idempotencyKey, ip }: { idempotencyKey: string | null; ip: string },
): Promise<{ result: EstimateRequestResult; replayed: boolean }> {
  // One round trip: settings, service areas and the requested services (docs/performance.md).
  const company = await loadSubmission(
    input.companyId,
    input.items.map((item) => item.id),
  );
  if (!company?.isActive) throw unknownCompany();
  const byKey = idempotencyKey
    ? { companyId_idempotencyKey: { companyId: company.id, idempotencyKey } }
    : undefined;
  if (byKey) {
    const existing = await prisma.estimateRequest.findUnique({ where: byKey });
    if (existing) return { result: toResult(existing, company.thankYouMessage), replayed: true };
  }

  // With service areas the ZIP code is required (the calculator asks for it).
  const areas = company.serviceAreas;
  const zipProblem = customerZipProblem(areas.length > 0, input.customerZip);
  if (zipProblem) {
    throw invalid(`Invalid body. customerZip: ${zipProblem}`, [
      { path: "customerZip", message: zipProblem },
    ]);
  }

  const breakdown = priceLoadedSubmission(company, company.services, input.items);
  const reason = spamReason(input);
  const rateKey = `estimate:${hashClientIp(ip)}`;

  await getBoss(); // started before the transaction that enqueues into it
  let outcome: { row: StoredRequest; replayed: boolean };
  try {
    outcome = await prisma.$transaction(
      async (tx) => {
        if (byKey) {
          // Concurrent doubles wait here for the first one to commit, then find its row.
          await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`${company.id}:${idempotencyKey}`}, 0))`;
          const existing = await tx.estimateRequest.findUnique({ where: byKey });
          if (existing) return { row: existing, replayed: true };
        }
        const limit = await hitRateLimit(
          { key: rateKey, limit: ESTIMATES_PER_MINUTE, windowSeconds: 60 },
          tx,
        );
        if (!limit.allowed) throw rateLimited(limit.retryAfterSeconds);
        // Every request belongs to a client: the one with this email, or a new one.
        const clientId = await matchOrCreateClient(tx, company.id, {
          name: input.customerName,
          email: input.customerEmail,
          phone: input.customerPhone,
        });
        const row = await tx.estimateRequest.create({
          data: {
            companyId: company.id,
            clientId,
            customerName: input.customerName,
            customerEmail: input.customerEmail,
            customerPhone: input.customerPhone,
            customerZip: input.customerZip,
            outsideServiceArea: isOutsideServiceArea(areas, input.customerZip),
            ...requestTotals(breakdown),
            clientTotal: clientTotalString(input.totalAmount),
            isSpam: reason !== null,
            spamReason: reason,
            idempotencyKey,
            ...requestSource(input.embedHost),
          },
        });
        await tx.estimateRequestItem.createMany({ data: requestItemRows(row.id, breakdown) });
        // The owner's mail commits with the request or not at all (spam is stored, not mailed).
        if (!reason)
          await enqueueMail(tx, {
            kind: "estimate-request",
            companyId: company.id,
            requestId: row.id,
          });
        if (!reason)
          await emitEvent(tx, company.id, "estimate_request.created", () =>
            estimateRequestPayload(tx, row.id),
          );
        return { row, replayed: false };
      },
      { maxWait: 15_000, timeout: 20_000 },
    );
  } catch (error) {
    // The unique index is the last word if two instances raced past the lock (or a
    // database without advisory locks): the loser answers with the winner's row.
    if (byKey && uniqueViolation(error)) {
      const existing = await prisma.estimateRequest.findUnique({ where: byKey });
      if (existing) return { result: toResult(existing, company.thankYouMessage), replayed: true };
    }
    throw error;
  }

  if (!outcome.replayed && Math.random() < 0.02)
    void pruneRateLimitBuckets().catch(() => undefined);
  return { result: toResult(outcome.row, company.thankYouMessage), replayed: outcome.replayed };
}
