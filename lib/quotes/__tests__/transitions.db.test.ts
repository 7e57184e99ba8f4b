/** @jest-environment node */
import type { QuoteStatus } from "@prisma/client";
import { DomainError } from "@/lib/errors";
import { inTransaction } from "@/lib/events";
import { QUOTE_STATUSES } from "@/lib/validation/quote-values";
import {
  nextQuoteStatus,
  QUOTE_STATUS_CHANGED,
  QUOTE_TRANSITION_NOT_ALLOWED,
  QUOTE_TRANSITIONS,
  transitionQuote,
  type QuoteAction,
} from "@/lib/quotes/transitions";
import { POST as sendRoute } from "@/app/api/quotes/[id]/send/route";
import { POST as declineRoute } from "@/app/api/public/quotes/[token]/decline/route";
import {
  setupTestDatabase,
  createOwner,
  makeRequest,
  routeParams,
  type TestDatabase,
} from "@/test/db";
import { createSentQuote } from "@/test/quotes";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(() => db.close());

const ACTIONS = Object.keys(QUOTE_TRANSITIONS) as QuoteAction[];

async function quoteIn(companyId: string, status: QuoteStatus) {
  const { quote } = await createSentQuote(db.prisma, companyId, { status });
  return quote;
}

describe("quote transitions", () => {
  it("moves every (status, action) pair in the table and refuses every other with 409 and a code", async () => {
    const owner = await createOwner(db.prisma, "Transition Co");
    const companyId = owner.company.id;
    const reached = new Set<string>();
    for (const from of QUOTE_STATUSES) {
      for (const action of ACTIONS) {
        const quote = await quoteIn(companyId, from);
        const to = nextQuoteStatus(from, action);
        const attempt = inTransaction((tx) =>
          transitionQuote(tx, { id: quote.id, companyId, status: from }, action, { event: null }),
        );
        if (to) {
          await expect(attempt).resolves.toBe(to);
          const stored = await db.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } });
          expect(stored.status).toBe(to);
          reached.add(`${from}->${to}`);
        } else {
          const error = await attempt.catch((caught: unknown) => caught);
          expect(error).toBeInstanceOf(DomainError);
          expect(error).toMatchObject({
            kind: "conflict",
            options: { code: QUOTE_TRANSITION_NOT_ALLOWED },
          });
          const stored = await db.prisma.quote.findUniqueOrThrow({ where: { id: quote.id } });
          expect(stored.status).toBe(from);
        }
      }
    }
    // Every pair of statuses that no action joins stays out of reach.
    for (const from of QUOTE_STATUSES)
      for (const to of QUOTE_STATUSES) {
        const allowed = ACTIONS.some((action) => nextQuoteStatus(from, action) === to);
        expect(reached.has(`${from}->${to}`)).toBe(allowed);
      }
  });

  it("makes the second of two transitions from one read status a 409 (or a quiet null)", async () => {
    const owner = await createOwner(db.prisma, "Race Co");
    const companyId = owner.company.id;
    const quote = await quoteIn(companyId, "sent");
    const read = { id: quote.id, companyId, status: "sent" as const };
    await inTransaction((tx) => transitionQuote(tx, read, "view", { event: null }));
    await expect(
      inTransaction((tx) => transitionQuote(tx, read, "approve", { event: null })),
    ).rejects.toMatchObject({ options: { code: QUOTE_STATUS_CHANGED } });
    await expect(
      inTransaction((tx) => transitionQuote(tx, read, "view", { event: null, raced: null })),
    ).resolves.toBeNull();
  });

  it("answers an illegal transition over HTTP with 409 and the code, for the owner and the customer", async () => {
    const owner = await createOwner(db.prisma, "Http Co");
    const approved = await quoteIn(owner.company.id, "approved");
    const send = await sendRoute(
      makeRequest("POST", `/api/quotes/${approved.id}/send`, {
        cookie: owner.cookie,
        body: { to: "ann@example.com" },
      }),
      routeParams({ id: approved.id }),
    );
    expect(send.status).toBe(409);
    expect(await send.json()).toMatchObject({ code: QUOTE_TRANSITION_NOT_ALLOWED });

    const { token } = await createSentQuote(db.prisma, owner.company.id, { status: "declined" });
    const decline = await declineRoute(
      makeRequest("POST", `/api/public/quotes/${token}/decline`, { body: {} }),
      routeParams({ token }),
    );
    expect(decline.status).toBe(409);
    expect(await decline.json()).toMatchObject({ code: QUOTE_TRANSITION_NOT_ALLOWED });
  });
});
