/** @jest-environment node */
import { makeRequest, routeParams, setupTestDatabase, type TestDatabase } from "@/test/db";
import { GET as listEstimates } from "@/app/api/estimates/route";
import { GET as getEstimate, PATCH as patchEstimate } from "@/app/api/estimates/[id]/route";
import { body, post, priceBook, setupTempOutbox } from "./fixtures";

setupTempOutbox();

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.close();
});

describe("owner side", () => {
  it("lists newest first, reads and updates only the owner's own requests", async () => {
    const a = await priceBook(db.prisma, "Owner A");
    const b = await priceBook(db.prisma, "Owner B");
    const first = await (
      await post(body(a.companyId, [{ id: a.outlet.id, quantity: 1 }], { customerName: "First" }))
    ).json();
    const second = await (
      await post(body(a.companyId, [{ id: a.outlet.id, quantity: 2 }], { customerName: "Second" }))
    ).json();
    await post(body(b.companyId, [{ id: b.outlet.id, quantity: 1 }], { customerName: "Other" }));

    const list = await (
      await listEstimates(
        makeRequest("GET", "/api/estimates", { cookie: a.owner.cookie }),
        routeParams(),
      )
    ).json();
    expect(list.estimates.map((row: { customerName: string }) => row.customerName)).toEqual([
      "Second",
      "First",
    ]);
    expect(list.estimates[0]).toMatchObject({ id: second.id, itemCount: 1, status: "new" });

    const patched = await patchEstimate(
      makeRequest("PATCH", `/api/estimates/${first.id}`, {
        cookie: a.owner.cookie,
        body: { status: "contacted", notes: " Called back " },
      }),
      routeParams({ id: first.id }),
    );
    expect(await patched.json()).toMatchObject({ status: "contacted", notes: "Called back" });

    const foreign = await patchEstimate(
      makeRequest("PATCH", `/api/estimates/${first.id}`, {
        cookie: b.owner.cookie,
        body: { status: "lost" },
      }),
      routeParams({ id: first.id }),
    );
    expect(foreign.status).toBe(404);
    const foreignRead = await getEstimate(
      makeRequest("GET", `/api/estimates/${first.id}`, { cookie: b.owner.cookie }),
      routeParams({ id: first.id }),
    );
    expect(foreignRead.status).toBe(404);
    const row = await db.prisma.estimateRequest.findUniqueOrThrow({ where: { id: first.id } });
    expect(row.status).toBe("contacted");

    const detail = await (
      await getEstimate(
        makeRequest("GET", `/api/estimates/${second.id}`, { cookie: a.owner.cookie }),
        routeParams({ id: second.id }),
      )
    ).json();
    expect(detail.items.map((item: { name: string }) => item.name).sort()).toEqual([
      "Outlet",
      "Service call fee",
    ]);

    const bad = await patchEstimate(
      makeRequest("PATCH", `/api/estimates/${first.id}`, {
        cookie: a.owner.cookie,
        body: { status: "archived" },
      }),
      routeParams({ id: first.id }),
    );
    expect(bad.status).toBe(400);
    const signedOut = await listEstimates(makeRequest("GET", "/api/estimates"), routeParams());
    expect(signedOut.status).toBe(401);
  });
});
