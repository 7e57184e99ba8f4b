/** @jest-environment node */
import { setupTestDatabase, createOwner, type TestDatabase } from "@/test/db";
import { call, validService, type Handler } from "@/test/api-helpers";
import * as templates from "@/app/api/custom-templates/route";
import * as templateById from "@/app/api/custom-templates/[id]/route";
import * as applyTemplate from "@/app/api/custom-templates/[id]/apply/route";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db.close();
});

describe("signed out", () => {
  it.each<[string, Handler, string, { id?: string; body?: unknown }]>([
    ["GET /api/custom-templates", templates.GET, "GET", {}],
    [
      "POST /api/custom-templates",
      templates.POST,
      "POST",
      { body: { name: "T", services: [validService] } },
    ],
    ["DELETE /api/custom-templates/{id}", templateById.DELETE, "DELETE", { id: "x" }],
    ["POST /api/custom-templates/{id}/apply", applyTemplate.POST, "POST", { id: "x" }],
  ])("%s answers 401", async (_name, handler, method, options) => {
    const res = await call(handler, method, options);
    expect(res.status).toBe(401);
    expect((await res.json()).code).toBe("unauthorized");
  });
});

describe("custom templates", () => {
  it("saves a template from the price book, lists, applies and deletes it", async () => {
    const owner = await createOwner(db.prisma);
    let res = await call(templates.POST, "POST", {
      cookie: owner.cookie,
      body: {
        name: "My electrical set",
        description: "",
        companyId: "ignored",
        services: [
          { ...validService, id: "svc-1", isActive: true, laborRateId: null, estimatedTime: 45 },
        ],
      },
    });
    expect(res.status).toBe(200);
    const template = await res.json();
    expect(template).toMatchObject({
      name: "My electrical set",
      description: null,
      companyId: owner.company.id,
    });
    expect(template.services).toHaveLength(1);
    expect(template.services[0]).toMatchObject({
      name: "Outlet Installation",
      basePrice: "75",
      estimatedTime: 45,
    });
    res = await call(applyTemplate.POST, "POST", { cookie: owner.cookie, id: template.id });
    expect(await res.json()).toEqual({ created: 1 });
    expect(await db.prisma.service.count({ where: { companyId: owner.company.id } })).toBe(1);
    res = await call(templateById.DELETE, "DELETE", { cookie: owner.cookie, id: template.id });
    expect(res.status).toBe(200);
    expect(await (await call(templates.GET, "GET", { cookie: owner.cookie })).json()).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ["no name", { name: " " }, "name", "Template name required"],
    [
      "no services",
      { services: [] },
      "services",
      "You need to have services in your price book to create a template.",
    ],
    [
      "bad service",
      { services: [{ ...validService, category: "nope" }] },
      "services.0.category",
      "",
    ],
  ])("400 for %s", async (_name, patch, field, message) => {
    const owner = await createOwner(db.prisma);
    const res = await call(templates.POST, "POST", {
      cookie: owner.cookie,
      body: { name: "T", services: [validService], ...patch },
    });
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.issues[0].path).toBe(field);
    if (message) expect(json.issues[0].message).toBe(message);
  });
});
