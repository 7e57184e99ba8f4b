/** @jest-environment node */
import { getDatabase, installDatabase, type Database } from "@/lib/db";
import { createPrismaClient } from "@/lib/db/create-client";
import { makeRequest, routeParams, setupTestDatabase, type TestDatabase } from "@/test/db";
import { body, post, priceBook } from "@/app/api/estimates/__tests__/fixtures";
import * as company from "@/app/api/company/route";
import * as publicCompany from "@/app/api/public/[company]/route";

/**
 * docs/api.md, "Errors": with the database out of reach (down, restarting) every API answer
 * is a 503 with Retry-After that a client can retry (the customer's form keeps what they
 * typed), never a 500; once it is back, the same requests succeed.
 */

const DEAD = "postgresql://postgres@127.0.0.1:1/postgres";
let db: TestDatabase;
let real: Database;
let dead: Database;
beforeAll(async () => {
  db = await setupTestDatabase();
  real = getDatabase();
  dead = { prisma: createPrismaClient({ databaseUrl: DEAD, pgliteDir: "" }), databaseUrl: DEAD };
});
afterAll(async () => {
  installDatabase(real);
  await dead.prisma.$disconnect();
  await db.close();
});

it("answers 503 with Retry-After while the database is out of reach, and works again after", async () => {
  const book = await priceBook(db.prisma, "Outage Co");
  const slug = (await db.prisma.company.findUniqueOrThrow({ where: { id: book.companyId } })).slug;
  const request = body(book.companyId, [{ id: book.outlet.id, quantity: 2 }]);
  const calls = {
    "the customer's request": () => post(request),
    "the public price book": () =>
      publicCompany.GET(makeRequest("GET", `/api/public/${slug}`), routeParams({ company: slug })),
    "the owner's company": () =>
      company.GET(makeRequest("GET", "/api/company", { cookie: book.owner.cookie }), routeParams()),
  };

  const logged = jest.spyOn(console, "error").mockImplementation(() => {});
  installDatabase(dead);
  try {
    for (const [name, call] of Object.entries(calls)) {
      const res = await call();
      expect([name, res.status, res.headers.get("retry-after")]).toEqual([name, 503, "5"]);
      expect(await res.json()).toMatchObject({ code: "service_unavailable" });
    }
  } finally {
    installDatabase(real);
    logged.mockRestore();
  }
  for (const [name, call] of Object.entries(calls)) {
    const res = await call();
    expect([name, res.status < 300]).toEqual([name, true]);
  }
  expect(await db.prisma.estimateRequest.count({ where: { companyId: book.companyId } })).toBe(1);
});
