/** @jest-environment node */
import {
  setupTestDatabase,
  createOwner,
  makeRequest,
  routeParams,
  type TestDatabase,
} from "@/test/db";
import { GET as getProfile, PATCH as patchProfile } from "@/app/api/company/profile/route";
import { findPublicCompanyBySlug } from "@/lib/calculator/company";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
});
afterAll(async () => {
  await db.close();
});

const get = (cookie?: string, path = "/api/company/profile") =>
  getProfile(makeRequest("GET", path, { cookie }), routeParams());
const patch = (body: unknown, cookie?: string) =>
  patchProfile(makeRequest("PATCH", "/api/company/profile", { cookie, body }), routeParams());

describe("company profile", () => {
  it("answers 401 signed out", async () => {
    expect((await get()).status).toBe(401);
    expect((await patch({ name: "X Co" })).status).toBe(401);
  });

  it("reads and updates the caller's profile, clearing emptied fields", async () => {
    const owner = await createOwner(db.prisma, "Spark Co");
    let res = await patch(
      {
        name: "  Spark Electric  ",
        industryType: "plumbing",
        contactEmail: "Office@Spark.example",
        phone: "+1 (512) 555-0100",
        website: "spark.example",
        address: "1 Main St, Austin, TX 78701",
      },
      owner.cookie,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: owner.company.id,
      name: "Spark Electric",
      industryType: "plumbing",
      contactEmail: "office@spark.example",
      phone: "+1 (512) 555-0100",
      website: "https://spark.example",
      address: "1 Main St, Austin, TX 78701",
    });
    res = await patch({ phone: "", website: null, contactEmail: "" }, owner.cookie);
    expect(await res.json()).toMatchObject({
      phone: null,
      website: null,
      contactEmail: null,
      name: "Spark Electric",
    });
    const read = await (await get(owner.cookie)).json();
    expect(read).toMatchObject({ name: "Spark Electric", phone: null, slug: owner.company.slug });
  });

  it.each<[string, unknown, string]>([
    ["an empty name", { name: " " }, "name"],
    ["an unknown industry", { industryType: "bakery" }, "industryType"],
    ["an upper-case slug", { slug: "Bright" }, "slug"],
    ["a slug with spaces", { slug: "my company" }, "slug"],
    ["a bad email", { contactEmail: "not-an-email" }, "contactEmail"],
    ["a bad phone", { phone: "call me" }, "phone"],
    ["a javascript: website", { website: "javascript:alert(1)" }, "website"],
    ["a long address", { address: "x".repeat(301) }, "address"],
    ["an unknown field", { companyId: "other" }, "body"],
    ["a logo field", { logo: "https://evil.example/x.png" }, "body"],
    ["a non-object body", [1], "body"],
  ])("400 for %s, naming the field", async (_name, body, field) => {
    const owner = await createOwner(db.prisma);
    const res = await patch(body, owner.cookie);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.issues.map((issue: { path: string }) => issue.path)).toContain(field);
  });

  it("never reads or changes another company's profile", async () => {
    const a = await createOwner(db.prisma, "Company A");
    const b = await createOwner(db.prisma, "Company B");
    const read = await (
      await get(a.cookie, `/api/company/profile?companyId=${b.company.id}`)
    ).json();
    expect(read.id).toBe(a.company.id);
    const res = await patch({ name: "Hijacked", id: b.company.id }, a.cookie);
    expect(res.status).toBe(400);
    await patch({ name: "Renamed A" }, a.cookie);
    const rowB = await db.prisma.company.findUniqueOrThrow({ where: { id: b.company.id } });
    expect(rowB.name).toBe("Company B");
  });
});

describe("slug changes", () => {
  it("keeps the old slug working through a redirect", async () => {
    const owner = await createOwner(db.prisma, "Slug Co");
    const oldSlug = owner.company.slug;
    const res = await patch({ slug: "slug-co-new" }, owner.cookie);
    expect(res.status).toBe(200);
    expect((await res.json()).slug).toBe("slug-co-new");
    const viaOld = await findPublicCompanyBySlug(oldSlug);
    expect(viaOld?.company.id).toBe(owner.company.id);
    expect(viaOld?.redirectedFrom).toBe(oldSlug);
    const viaNew = await findPublicCompanyBySlug("slug-co-new");
    expect(viaNew).toMatchObject({ company: { id: owner.company.id }, redirectedFrom: null });

    // A second rename keeps both earlier slugs; taking back an old slug removes its redirect.
    await patch({ slug: "slug-co-third" }, owner.cookie);
    expect((await findPublicCompanyBySlug("slug-co-new"))?.company.id).toBe(owner.company.id);
    expect((await patch({ slug: oldSlug }, owner.cookie)).status).toBe(200);
    expect(await db.prisma.slugRedirect.findUnique({ where: { slug: oldSlug } })).toBeNull();
    expect((await findPublicCompanyBySlug("slug-co-third"))?.company.id).toBe(owner.company.id);
  });

  it("409 for another company's current or old slug; nothing changes", async () => {
    const a = await createOwner(db.prisma, "A");
    const b = await createOwner(db.prisma, "B");
    const bOld = b.company.slug;
    let res = await patch({ slug: bOld }, a.cookie);
    expect(res.status).toBe(409);
    expect((await res.json()).issues).toEqual([
      { path: "slug", message: expect.stringContaining("taken") },
    ]);

    await patch({ slug: `b-renamed-${Date.now()}` }, b.cookie);
    res = await patch({ slug: bOld, name: "A renamed" }, a.cookie);
    expect(res.status).toBe(409);
    const rowA = await db.prisma.company.findUniqueOrThrow({ where: { id: a.company.id } });
    expect(rowA).toMatchObject({ slug: a.company.slug, name: "A" });
    expect(await db.prisma.slugRedirect.count({ where: { companyId: a.company.id } })).toBe(0);
    expect((await findPublicCompanyBySlug(bOld))?.company.id).toBe(b.company.id);
  });

  it("saving the same slug writes no redirect", async () => {
    const owner = await createOwner(db.prisma);
    expect((await patch({ slug: owner.company.slug }, owner.cookie)).status).toBe(200);
    expect(await db.prisma.slugRedirect.count({ where: { companyId: owner.company.id } })).toBe(0);
  });
});
