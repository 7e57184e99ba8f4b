import "server-only";
import { invalid, rateLimited } from "@/lib/errors";
import { sqlDatabase, sqlTransaction } from "@/lib/db/sql";
import { publish, readyToPublish } from "@/lib/events";
import { isConstraintViolation, uniqueViolation } from "@/lib/db/errors";
import { toCents, toMoneyString } from "@/lib/pricing";
import {
  hashClientIp,
  pruneRateLimitBuckets,
  rateLimitResult,
  windowStartFor,
} from "@/lib/rate-limit";
import { isOutsideServiceArea, type ServiceAreaLike } from "@/lib/service-areas/match";
import type { estimateRequestSchema } from "@/lib/validation/estimate";
import { requestSource } from "@/lib/analytics/hosts";
import type { z } from "zod";
import { loadSubmission, priceLoadedSubmission } from "./pricing";
import {
  findByIdempotencyKey,
  storeRequest,
  type RequestFields,
  type StoredRequest,
} from "./store";
import { spamReason } from "./spam";
import { customerZipProblem } from "@/lib/validation/zip";
import { SMS_CONSENT_VERSION } from "./sms-consent";
import { addDays, todayIn } from "@/lib/dates";
import { propertyMatchKey } from "@/lib/properties/match";

export const ESTIMATES_PER_MINUTE = 10;
/** The window count no API request reaches (the statement always counts; the key is limited by lib/rest). */
const UNLIMITED = 2_147_483_647;

type Input = z.output<typeof estimateRequestSchema>;
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

/** The request's own columns, from the customer's input (never its prices). */
function requestFields(
  input: Input,
  areas: readonly ServiceAreaLike[],
  reason: string | null,
): RequestFields {
  return {
    customerName: input.customerName,
    customerEmail: input.customerEmail,
    customerPhone: input.customerPhone ?? null,
    customerZip: input.customerZip ?? null,
    outsideServiceArea: isOutsideServiceArea(areas, input.customerZip),
    clientTotal: clientTotalString(input.totalAmount),
    isSpam: reason !== null,
    spamReason: reason,
    ...requestSource(input.embedHost),
    serviceAddress: input.serviceAddress
      ? { ...input.serviceAddress, line2: input.serviceAddress.line2 ?? null }
      : null,
    description: input.description ?? null,
    preferredWindows: input.preferredWindows?.length ? input.preferredWindows : null,
    smsConsent: input.smsConsent === true,
    smsConsentVersion: input.smsConsent === true ? SMS_CONSENT_VERSION : null,
  };
}

/** How far ahead a preferred day may be. */
const MAX_WINDOW_DAYS_AHEAD = 366;

/**
 * The checks that need the company: the fields its Calculator Setup requires (calculator
 * requests only; an API request is the integrator's business) and preferred days that are
 * not in the past in the company's time zone.
 */
function requestFieldProblems(
  input: Input,
  company: {
    timeZone: string;
    requireServiceAddress: boolean;
    requireDescription: boolean;
    requirePhotos: boolean;
  },
  requireFields: boolean,
) {
  const issues: { path: string; message: string }[] = [];
  if (requireFields) {
    if (company.requireServiceAddress && !input.serviceAddress)
      issues.push({ path: "serviceAddress", message: "Please provide the service address." });
    if (company.requireDescription && !input.description)
      issues.push({ path: "description", message: "Please describe the work." });
    if (company.requirePhotos && (input.photoIds?.length ?? 0) === 0)
      issues.push({ path: "photoIds", message: "Please add at least one photo." });
  }
  const today = todayIn(company.timeZone);
  const latest = addDays(today, MAX_WINDOW_DAYS_AHEAD);
  (input.preferredWindows ?? []).forEach((window, index) => {
    if (window.date < today)
      issues.push({
        path: `preferredWindows.${index}.date`,
        message: "Pick today or a later day.",
      });
    else if (window.date > latest)
      issues.push({ path: `preferredWindows.${index}.date`, message: "Pick a day within a year." });
  });
  if (issues.length > 0)
    throw invalid(`Invalid body. ${issues[0].path}: ${issues[0].message}`, issues);
}

const photosTaken = () =>
  invalid("Invalid body. photoIds: A photo is unknown or already sent.", [
    { path: "photoIds", message: "A photo is unknown or already sent. Add it again." },
  ]);

/**
 * Stores a customer's estimate request: priced from the price book, written with its lines
 * in one transaction, deduplicated by Idempotency-Key (retries and concurrent doubles get
 * the first result) and rate-limited per client address in the database. The transaction is
 * plain SQL (docs/performance.md): the idempotency lock, one statement that stores
 * everything (./store.ts), the owner's mail job, COMMIT.
 */
export async function createEstimateRequest(
  input: Input,
  {
    idempotencyKey,
    ip,
    requireFields = true,
  }: {
    idempotencyKey: string | null;
    /** The client's address, limited per minute; null for an API key's request (limited per key). */
    ip: string | null;
    /** Whether Calculator Setup's required fields apply (the calculator's requests). */
    requireFields?: boolean;
  },
): Promise<{ result: EstimateRequestResult; replayed: boolean }> {
  // One round trip: settings, service areas and the requested services (docs/performance.md).
  const company = await loadSubmission(
    input.companyId,
    input.items.map((item) => item.id),
  );
  if (!company?.isActive) throw unknownCompany();
  const replay = async () => {
    const row = idempotencyKey
      ? await findByIdempotencyKey(sqlDatabase, company.id, idempotencyKey)
      : null;
    return row ? { result: toResult(row, company.thankYouMessage), replayed: true } : null;
  };

  let breakdown: ReturnType<typeof priceLoadedSubmission>;
  try {
    // With service areas the ZIP code is required (the calculator asks for it).
    const zipProblem = customerZipProblem(company.serviceAreas.length > 0, input.customerZip);
    if (zipProblem) {
      throw invalid(`Invalid body. customerZip: ${zipProblem}`, [
        { path: "customerZip", message: zipProblem },
      ]);
    }
    requestFieldProblems(input, company, requireFields);
    breakdown = priceLoadedSubmission(company, company.services, input.items);
  } catch (error) {
    // A retry of a stored request gets its first answer, even if the price book changed since.
    const replayed = await replay();
    if (replayed) return replayed;
    throw error;
  }
  const reason = spamReason(input);
  const now = new Date();
  const windowStart = windowStartFor(now, 60);
  const rateLimit = { limit: ESTIMATES_PER_MINUTE, windowSeconds: 60 };

  await readyToPublish(); // the queue starts before the transaction that publishes
  let outcome: { row: StoredRequest; replayed: boolean };
  const attempt = () =>
    sqlTransaction(
      async (db): Promise<{ row: StoredRequest; replayed: boolean }> => {
        const stored = await storeRequest(db, {
          companyId: company.id,
          idempotencyKey,
          rateLimit:
            ip === null
              ? { key: `estimate-api:${company.id}`, windowStart, limit: UNLIMITED }
              : { key: `estimate:${hashClientIp(ip)}`, windowStart, limit: rateLimit.limit },
          contact: {
            name: input.customerName,
            email: input.customerEmail,
            phone: input.customerPhone,
          },
          fields: requestFields(input, company.serviceAreas, reason),
          breakdown,
          customItems: (input.customItems ?? []).map((item) => ({
            description: item.description,
            quantity: item.quantity ?? 1,
          })),
          photoIds: input.photoIds ?? [],
          propertyMatchKey: input.serviceAddress ? propertyMatchKey(input.serviceAddress) : null,
        });
        if (stored.kind === "replayed") return { row: stored.row, replayed: true };
        if (stored.kind === "limited") {
          const limit = rateLimitResult(stored.count, rateLimit, windowStart, now);
          throw rateLimited(limit.retryAfterSeconds);
        }
        // Every photo named must have been a pending photo of this company (rolls back otherwise).
        if (stored.photosClaimed !== (input.photoIds?.length ?? 0)) throw photosTaken();
        // The store statement looked up the subscribed endpoints (one round trip).
        if (stored.clientCreated)
          await publish(
            db,
            { type: "client.created", companyId: company.id, clientId: stored.clientId },
            { endpointIds: stored.clientHooks },
          );
        // The owner's mail commits with the request or not at all (spam is stored, not announced).
        if (!reason)
          await publish(
            db,
            {
              type: "estimate_request.created",
              companyId: company.id,
              requestId: stored.row.id,
              textReply: Boolean(input.customerPhone) && input.smsConsent === true,
            },
            { endpointIds: stored.requestHooks },
          );
        return { row: stored.row, replayed: false };
      },
      // Concurrent doubles wait at the lock for the first one to commit; the store statement
      // after it then finds its row (the lock goes with BEGIN: one round trip).
      idempotencyKey ? { lock: `${company.id}:${idempotencyKey}` } : {},
    );
  try {
    outcome = await attempt().catch((error: unknown) => {
      // A matched client deleted between the statement's snapshot and its foreign-key check
      // (the owner deleting it at that moment): once more, from a fresh snapshot.
      if (isConstraintViolation(error)) return attempt();
      throw error;
    });
  } catch (error) {
    // The unique index is the last word if two instances raced past the lock (or a
    // database without advisory locks): the loser answers with the winner's row.
    if (idempotencyKey && uniqueViolation(error)) {
      const replayed = await replay();
      if (replayed) return replayed;
    }
    throw error;
  }

  if (!outcome.replayed && Math.random() < 0.02)
    void pruneRateLimitBuckets().catch(() => undefined);
  return { result: toResult(outcome.row, company.thankYouMessage), replayed: outcome.replayed };
}
