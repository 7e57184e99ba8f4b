/** @jest-environment node */
import { setupTestDatabase, createOwner, type TestDatabase } from "@/test/db";
import { call, seedCompany, type Handler } from "@/test/api-helpers";
import * as community from "@/app/api/marketplace/community/route";
import * as communityById from "@/app/api/marketplace/community/[id]/route";
import * as applyCommunity from "@/app/api/marketplace/community/[id]/apply/route";
import * as reportCommunity from "@/app/api/marketplace/community/[id]/report/route";
import * as publish from "@/app/api/custom-templates/[id]/publish/route";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db.close();
});

const publication = {
  name: "Panel work",
  trade: "electrical",
  description: "What we charge for panels.",
  showCompanyName: true,
};

describe("signed out", () => {
  it.each<[string, Handler, string, { id?: string; body?: unknown }]>([
    ["GET /api/marketplace/community", community.GET, "GET", {}],
    ["GET /api/marketplace/community/{id}", communityById.GET, "GET", { id: "x" }],
    [
      "POST /api/marketplace/community/{id}/apply",
      applyCommunity.POST,
      "POST",
      { id: "x", body: {} },
    ],
    [
      "POST /api/marketplace/community/{id}/report",
      reportCommunity.POST,
      "POST",
      { id: "x", body: { reason: "spam" } },
    ],
    [
      "POST /api/custom-templates/{id}/publish",
      publish.POST,
      "POST",
      { id: "x", body: publication },
    ],
    ["DELETE /api/custom-templates/{id}/publish", publish.DELETE, "DELETE", { id: "x" }],
  ])("%s answers 401", async (_name, handler, method, options) => {
    const res = await call(handler, method, options);
    expect(res.status).toBe(401);
  });
});

describe("community templates over the API", () => {
  it("publishes the session company's template, 404s another company's and leaves its rows unchanged", async () => {
    const a = await createOwner(db.prisma, "Publisher A");
    const b = await seedCompany(db.prisma, "Company B");
    const before = await db.prisma.customTemplate.findMany({
      where: { companyId: b.company.id },
      include: { services: true },
    });

    const foreign = await call(publish.POST, "POST", {
      cookie: a.cookie,
      id: b.template.id,
      body: publication,
    });
    expect(foreign.status).toBe(404);
    const foreignDelete = await call(publish.DELETE, "DELETE", {
      cookie: a.cookie,
      id: b.template.id,
    });
    expect(foreignDelete.status).toBe(404);
    expect(
      await db.prisma.customTemplate.findMany({
        where: { companyId: b.company.id },
        include: { services: true },
      }),
    ).toEqual(before);

    // B publishes its own; a bad trade is 400 naming the field.
    const bad = await call(publish.POST, "POST", {
      cookie: b.cookie,
      id: b.template.id,
      body: { ...publication, trade: "wizardry" },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues[0].path).toBe("trade");
    const noName = await call(publish.POST, "POST", {
      cookie: b.cookie,
      id: b.template.id,
      body: { ...publication, name: "  " },
    });
    expect(noName.status).toBe(400);
    expect((await noName.json()).issues[0].path).toBe("name");

    const ok = await call(publish.POST, "POST", {
      cookie: b.cookie,
      id: b.template.id,
      body: publication,
    });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ id: b.template.id, publicName: "Panel work" });

    const list = await (await call(community.GET, "GET", { cookie: a.cookie })).json();
    expect(list.find((entry: { id: string }) => entry.id === b.template.id)).toMatchObject({
      name: "Panel work",
      publisherName: "Company B",
      mine: false,
    });
    const book = await call(communityById.GET, "GET", { cookie: a.cookie, id: b.template.id });
    expect(book.status).toBe(200);
    expect((await book.json()).services).toHaveLength(1);

    // Unpublished: gone from the list and 404 for the preview, at once.
    const off = await call(publish.DELETE, "DELETE", { cookie: b.cookie, id: b.template.id });
    expect(off.status).toBe(200);
    const after = await (await call(community.GET, "GET", { cookie: a.cookie })).json();
    expect(after.some((entry: { id: string }) => entry.id === b.template.id)).toBe(false);
    const gone = await call(communityById.GET, "GET", { cookie: a.cookie, id: b.template.id });
    expect(gone.status).toBe(404);
  });

  it("applies to the session company only and refuses bad options by field", async () => {
    const a = await createOwner(db.prisma, "Applier A");
    const b = await seedCompany(db.prisma, "Company B");
    await call(publish.POST, "POST", { cookie: b.cookie, id: b.template.id, body: publication });
    const bServices = await db.prisma.service.findMany({ where: { companyId: b.company.id } });

    const bad = await call(applyCommunity.POST, "POST", {
      cookie: a.cookie,
      id: b.template.id,
      body: { adjustPercent: -50 },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).issues[0].path).toBe("adjustPercent");
    const missing = await call(applyCommunity.POST, "POST", {
      cookie: a.cookie,
      id: "no-such-template",
      body: {},
    });
    expect(missing.status).toBe(404);

    const ok = await call(applyCommunity.POST, "POST", {
      cookie: a.cookie,
      id: b.template.id,
      body: { onDuplicate: "keep_both" },
    });
    expect(ok.status).toBe(200);
    expect((await ok.json()).added.names).toEqual(["Panel Upgrade"]);
    expect(await db.prisma.service.count({ where: { companyId: a.company.id } })).toBe(1);
    expect(await db.prisma.service.findMany({ where: { companyId: b.company.id } })).toEqual(
      bServices,
    );
  });

  it("reports: 400 on one's own, 409 twice, 400 naming a bad reason", async () => {
    const a = await createOwner(db.prisma, "Reporter A");
    const b = await seedCompany(db.prisma, "Company B");
    await call(publish.POST, "POST", { cookie: b.cookie, id: b.template.id, body: publication });

    const own = await call(reportCommunity.POST, "POST", {
      cookie: b.cookie,
      id: b.template.id,
      body: { reason: "spam" },
    });
    expect(own.status).toBe(400);
    expect((await own.json()).message).toBe("You cannot report your own template.");

    const badReason = await call(reportCommunity.POST, "POST", {
      cookie: a.cookie,
      id: b.template.id,
      body: { reason: "boring" },
    });
    expect(badReason.status).toBe(400);
    expect((await badReason.json()).issues[0].path).toBe("reason");

    const first = await call(reportCommunity.POST, "POST", {
      cookie: a.cookie,
      id: b.template.id,
      body: { reason: "misleading_prices", details: "Too cheap to be true." },
    });
    expect(first.status).toBe(200);
    const second = await call(reportCommunity.POST, "POST", {
      cookie: a.cookie,
      id: b.template.id,
      body: { reason: "spam" },
    });
    expect(second.status).toBe(409);
    expect((await second.json()).message).toBe("Your company already reported this template.");
    expect(await db.prisma.templateReport.count({ where: { templateId: b.template.id } })).toBe(1);
  });
});
