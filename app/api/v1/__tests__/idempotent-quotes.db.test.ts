/** @jest-environment node */
import { setupTestDatabase, type TestDatabase } from "@/test/db";
import { callV1, createKey, seedRestCompany } from "./fixtures";
import * as quotes from "@/app/api/v1/quotes/route";
import * as quoteSend from "@/app/api/v1/quotes/[id]/send/route";
import * as quotePayments from "@/app/api/v1/quotes/[id]/payments/route";

/**
 * docs/rest-api.md, "Idempotency": a retried POST /quotes or POST /quotes/{id}/payments with
 * the same Idempotency-Key replays the first answer: one quote, one deposit (and one receipt).
 */

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db.close();
});

type Json = Record<string, unknown>;
const json = async (res: Response) => (await res.json()) as Json;

it("a quote and its deposit sent twice with one key are stored once", async () => {
  const a = await seedRestCompany(db.prisma, "Idem quotes");
  const key = await createKey(db.prisma, a.companyId, "write");
  const quoteBody = {
    clientId: a.client.id,
    title: "Repipe",
    deposit: { type: "fixed", value: 100 },
    lines: [{ serviceId: a.service.id, quantity: 2 }],
  };
  const createQuote = () =>
    callV1(quotes.POST, "POST", {
      key: key.key,
      body: quoteBody,
      headers: { "idempotency-key": "quote-retry-1" },
    });
  const quoteCount = () => db.prisma.quote.count({ where: { companyId: a.companyId } });
  const before = await quoteCount();
  const [first, second] = await Promise.all([createQuote(), createQuote()]);
  expect([first.status, second.status]).toEqual([201, 201]);
  const quote = await json(first);
  expect(await json(second)).toEqual(quote);
  const third = await createQuote();
  expect(third.headers.get("idempotent-replayed")).toBe("true");
  expect(await json(third)).toEqual(quote);
  expect(await quoteCount()).toBe(before + 1);

  const id = quote.id as string;
  expect((await callV1(quoteSend.POST, "POST", { key: key.key, id, body: {} })).status).toBe(200);
  const pay = () =>
    callV1(quotePayments.POST, "POST", {
      key: key.key,
      id,
      body: { amount: 60, method: "check", paidOn: "2026-01-15" },
      headers: { "idempotency-key": "deposit-retry-1" },
    });
  const paid = await pay();
  expect(paid.status).toBe(201);
  const payment = await json(paid);
  const again = await pay();
  expect(again.status).toBe(201);
  expect(again.headers.get("idempotent-replayed")).toBe("true");
  expect(await json(again)).toEqual(payment);
  expect(await db.prisma.quotePayment.count({ where: { quoteId: id } })).toBe(1);
  expect(payment).toMatchObject({ amount: "60.00", quote: { id, amountPaid: "60.00" } });
  // One deposit receipt queued, not two.
  const receipts = await db.prisma.$queryRawUnsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM pgboss.job
     WHERE name = 'mail' AND data->>'kind' = 'deposit-receipt' AND data->>'companyId' = $1`,
    a.companyId,
  );
  expect(receipts[0].n).toBe(1);
});
