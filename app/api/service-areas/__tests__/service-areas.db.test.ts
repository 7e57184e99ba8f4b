/** @jest-environment node */
import {
  setupTestDatabase,
  createOwner,
  makeRequest,
  routeParams,
  type TestDatabase,
} from "@/test/db";
import {
  DELETE as clearAreas,
  GET as listAreas,
  POST as addAreas,
} from "@/app/api/service-areas/route";
import { DELETE as deleteArea } from "@/app/api/service-areas/[id]/route";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.close();
});

const list = async (cookie: string) =>
  (await (
    await listAreas(makeRequest("GET", "/api/service-areas", { cookie }), routeParams())
  ).json()) as {
    id: string;
    kind: string;
    value: string;
  }[];
const add = (cookie: string | undefined, body: unknown) =>
  addAreas(makeRequest("POST", "/api/service-areas", { cookie, body }), routeParams());
const remove = (cookie: string | undefined, id: string) =>
  deleteArea(makeRequest("DELETE", `/api/service-areas/${id}`, { cookie }), routeParams({ id }));

describe("service areas", () => {
  it("401 signed out", async () => {
    expect((await listAreas(makeRequest("GET", "/api/service-areas"), routeParams())).status).toBe(
      401,
    );
    expect((await add(undefined, { values: ["78701"] })).status).toBe(401);
    expect((await remove(undefined, "x")).status).toBe(401);
    expect(
      (await clearAreas(makeRequest("DELETE", "/api/service-areas"), routeParams())).status,
    ).toBe(401);
  });

  it("adds one, then a pasted list; duplicates (also within the list) are ignored", async () => {
    const owner = await createOwner(db.prisma);
    let res = await add(owner.cookie, { values: ["78701"] });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      added: 1,
      skipped: 0,
      areas: [{ kind: "zip", value: "78701" }],
    });

    res = await add(owner.cookie, {
      values: ["78701-4321", "78702", "78702", "Austin, tx", "austin, TX", "Round Rock"],
    });
    const body = await res.json();
    expect(body).toMatchObject({ added: 3, skipped: 3 });
    expect((await list(owner.cookie)).map((area) => `${area.kind}:${area.value}`)).toEqual([
      "zip:78701",
      "zip:78702",
      "city:Austin, TX",
      "city:Round Rock",
    ]);
    const rows = await db.prisma.serviceArea.findMany({
      where: { companyId: owner.company.id },
      orderBy: { normalized: "asc" },
    });
    expect(rows.map((row) => row.normalized)).toEqual([
      "78701",
      "78702",
      "austin, tx",
      "round rock",
    ]);
  });

  it.each<[string, unknown, string]>([
    ["an invalid entry", { values: ["78701", "7870"] }, "values.1"],
    ["an empty list", { values: [] }, "values"],
    ["a string instead of a list", { values: "78701" }, "values"],
    ["a number entry", { values: [78701] }, "values.0"],
    ["an overlong entry", { values: ["a".repeat(81)] }, "values.0"],
    [
      "too many entries",
      { values: Array.from({ length: 501 }, (_, i) => String(10000 + i)) },
      "values",
    ],
    ["a company id", { values: ["78701"], companyId: "x" }, "body"],
  ])("400 for %s, naming the field, and adds nothing", async (_name, body, field) => {
    const owner = await createOwner(db.prisma);
    const res = await add(owner.cookie, body);
    expect(res.status).toBe(400);
    expect((await res.json()).issues.map((issue: { path: string }) => issue.path)).toContain(field);
    expect(await db.prisma.serviceArea.count({ where: { companyId: owner.company.id } })).toBe(0);
  });

  it("deletes one area or all of them", async () => {
    const owner = await createOwner(db.prisma);
    await add(owner.cookie, { values: ["78701", "78702", "Austin"] });
    const [first] = await list(owner.cookie);
    expect((await remove(owner.cookie, first.id)).status).toBe(200);
    expect((await remove(owner.cookie, first.id)).status).toBe(404);
    expect((await list(owner.cookie)).map((area) => area.value)).toEqual(["78702", "Austin"]);
    const res = await clearAreas(
      makeRequest("DELETE", "/api/service-areas", { cookie: owner.cookie }),
      routeParams(),
    );
    expect(await res.json()).toEqual({ removed: 2 });
    expect(await list(owner.cookie)).toEqual([]);
  });

  it("one company never reads, adds to or deletes another's areas", async () => {
    const a = await createOwner(db.prisma);
    const b = await createOwner(db.prisma);
    await add(b.cookie, { values: ["10001", "Brooklyn"] });
    const areasB = await list(b.cookie);
    expect(await list(a.cookie)).toEqual([]);
    expect((await remove(a.cookie, areasB[0].id)).status).toBe(404);
    await clearAreas(
      makeRequest("DELETE", `/api/service-areas?companyId=${b.company.id}`, { cookie: a.cookie }),
      routeParams(),
    );
    // The same values are separate rows per company: a's add does not count as b's duplicate.
    expect(await (await add(a.cookie, { values: ["10001"] })).json()).toMatchObject({ added: 1 });
    expect(await list(b.cookie)).toEqual(areasB);
  });
});
