/** @jest-environment node */
import { setupTestDatabase, type TestDatabase } from "@/test/db";
import { GET, PATCH } from "@/app/api/company/quote-settings/route";
import { POST as createQuote } from "@/app/api/quotes/route";
import { call, quoteCompany } from "@/app/api/quotes/__tests__/fixtures";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db?.close();
});

describe("quote settings", () => {
  it("reads and changes the defaults new quotes take; only the owner's company", async () => {
    const a = await quoteCompany(db.prisma, "Settings A");
    const b = await quoteCompany(db.prisma, "Settings B");
    expect(await (await call(GET, "GET", { cookie: a.cookie })).json()).toEqual({
      quoteValidDays: 14,
      quoteTerms: "Net 30.",
      quoteReminderDays: [2, 5, 9],
    });
    const res = await call(PATCH, "PATCH", {
      cookie: a.cookie,
      body: { quoteValidDays: 45, quoteTerms: "  50% up front.  ", quoteReminderDays: [10, 2] },
    });
    expect(await res.json()).toEqual({
      quoteValidDays: 45,
      quoteTerms: "50% up front.",
      quoteReminderDays: [2, 10],
    });
    const quote = await (await call(createQuote, "POST", { cookie: a.cookie })).json();
    const expected = new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10);
    expect(quote).toMatchObject({ terms: "50% up front.", expiresAt: expected });
    const other = await db.prisma.company.findUniqueOrThrow({ where: { id: b.companyId } });
    expect(other).toMatchObject({ quoteValidDays: 14, quoteTerms: "Net 30." });
  });

  it.each([
    [{ quoteValidDays: 0 }, "quoteValidDays"],
    [{ quoteValidDays: 366 }, "quoteValidDays"],
    [{ quoteValidDays: 1.5 }, "quoteValidDays"],
    [{ quoteReminderDays: [3, 3] }, "quoteReminderDays"],
    [{ quoteReminderDays: [1, 2, 3, 4, 5, 6] }, "quoteReminderDays"],
    [{ quoteReminderDays: [91] }, "quoteReminderDays.0"],
    [{ quoteTerms: "x".repeat(5001) }, "quoteTerms"],
    [{ companyId: "other" }, "body"],
    [{}, "body"],
  ])("refuses %j naming %s", async (body, path) => {
    const a = await quoteCompany(db.prisma, "Settings bad");
    const res = await call(PATCH, "PATCH", { cookie: a.cookie, body });
    expect(res.status).toBe(400);
    expect((await res.json()).issues[0].path).toBe(path);
  });
});
