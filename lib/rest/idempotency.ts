import "server-only";
import { createHash } from "node:crypto";
import type { Prisma } from "@prisma/client";
import { prisma } from "@/lib/db";
import { uniqueViolation } from "@/lib/db/errors";
import { ApiError, badRequest } from "@/lib/api/errors";

/**
 * Idempotency keys of the creating POSTs of /api/v1 (docs/rest-api.md, "Idempotency"). The
 * key's row (unique on company + key) is inserted BEFORE the write: of two concurrent
 * requests with one key, one inserts and writes, the other meets the unique index, waits for
 * the first answer and replays it. The answer (status and JSON body) is stored with the row
 * and replayed to every retry for 24 hours; the same key with another operation or body is
 * a 422. A write that fails removes the row, so the retry may write.
 */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** How long a duplicate waits for the first request's answer before a 409. */
const WAIT_MS = 10_000;
const POLL_MS = 50;
/** A row still pending after this long belongs to a request that died: a retry takes it over. */
const ABANDONED_MS = 5 * 60 * 1000;

/** 1–255 printable ASCII characters (RFC 9110 field value without controls). */
export function parseIdempotencyKey(header: string | null): string | null {
  if (header === null) return null;
  if (!/^[\x20-\x7E]{1,255}$/.test(header) || header.trim() === "") {
    const message = "Idempotency-Key must be 1 to 255 printable ASCII characters.";
    throw badRequest(message, [{ path: IDEMPOTENCY_HEADER, message }]);
  }
  return header;
}

/** JSON with sorted keys: the same request hashes the same whatever the key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  return JSON.stringify(value) ?? "null";
}

export const requestHash = (operation: string, request: unknown) =>
  createHash("sha256")
    .update(`${operation}\n${canonical(request)}`)
    .digest("hex");

export type StoredAnswer = { status: number; body: unknown };

const reused = () =>
  new ApiError(
    422,
    "idempotency_key_reused",
    "This Idempotency-Key was used for another request: send a new key for a new request.",
    [{ path: IDEMPOTENCY_HEADER, message: "Already used for another request." }],
  );

const inProgress = () =>
  new ApiError(
    409,
    "idempotency_key_in_use",
    "A request with this Idempotency-Key is still running; retry in a moment.",
    undefined,
    { "Retry-After": "1" },
  );

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Removes the keys older than 24 hours (now and then, after a write). */
export async function pruneIdempotencyKeys(now = new Date()) {
  await prisma.restIdempotencyKey.deleteMany({
    where: { createdAt: { lt: new Date(now.getTime() - IDEMPOTENCY_TTL_MS) } },
  });
}

/**
 * Runs `write` once per (company, key): the first request writes and its answer is stored;
 * a retry (or a concurrent double) gets that answer with `replayed: true`.
 */
export async function idempotent(
  scope: { companyId: string; key: string; operation: string; hash: string },
  write: () => Promise<StoredAnswer>,
): Promise<StoredAnswer & { replayed: boolean }> {
  const { companyId, key, operation, hash } = scope;
  const where = { companyId_key: { companyId, key } };
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const now = Date.now();
    // An expired key (24 h) or one abandoned by a dead request is free again.
    await prisma.restIdempotencyKey.deleteMany({
      where: {
        companyId,
        key,
        OR: [
          { createdAt: { lt: new Date(now - IDEMPOTENCY_TTL_MS) } },
          { status: null, createdAt: { lt: new Date(now - ABANDONED_MS) } },
        ],
      },
    });
    let id: string | null = null;
    try {
      id = (
        await prisma.restIdempotencyKey.create({
          data: { companyId, key, operation, requestHash: hash },
          select: { id: true },
        })
      ).id;
    } catch (error) {
      if (!uniqueViolation(error)) throw error;
    }
    if (id) {
      let answer: StoredAnswer;
      try {
        answer = await write();
      } catch (error) {
        await prisma.restIdempotencyKey.deleteMany({ where: { id } }).catch(() => undefined);
        throw error;
      }
      await prisma.restIdempotencyKey.update({
        where: { id },
        data: {
          status: answer.status,
          body: answer.body as Prisma.InputJsonValue,
          completedAt: new Date(),
        },
      });
      if (Math.random() < 0.02) void pruneIdempotencyKeys().catch(() => undefined);
      return { ...answer, replayed: false };
    }
    const row = await prisma.restIdempotencyKey.findUnique({ where });
    if (!row) continue; // the first request failed and let the key go: write now
    if (row.operation !== operation || row.requestHash !== hash) throw reused();
    if (row.status !== null) return { status: row.status, body: row.body, replayed: true };
    if (Date.now() > deadline) throw inProgress();
    await sleep(POLL_MS);
  }
}
