/** @jest-environment node */
import { createOwner, setupTestDatabase, type TestDatabase } from "@/test/db";
import { call } from "@/test/api-helpers";
import { createSentQuote } from "@/test/quotes";
import * as setup from "@/app/api/dashboard/setup/route";
import * as profile from "@/app/api/company/profile/route";
import * as welcomeSeen from "@/app/api/company/welcome-seen/route";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db.close();
});

const read = async (cookie: string) => {
  const res = await call(setup.GET, "GET", { cookie });
  expect(res.status).toBe(200);
  return res.json();
};

describe("GET /api/dashboard/setup", () => {
  it("answers 401 signed out", async () => {
    const res = await call(setup.GET, "GET");
    expect(res.status).toBe(401);
  });

  it("starts with nothing done on a new company", async () => {
    const owner = await createOwner(db.prisma, "Fresh Co");
    expect(await read(owner.cookie)).toEqual({
      slug: owner.company.slug,
      industryType: "electrical",
      steps: {
        contact: false,
        logo: false,
        timeZone: false,
        services: false,
        calculatorLive: false,
        embed: false,
        testQuote: false,
      },
      done: 0,
      total: 7,
      complete: false,
      dismissed: false,
    });
  });

  it("ticks each step from the company's own data, and none from another company's", async () => {
    const owner = await createOwner(db.prisma, "Ticking Co");
    const other = await createOwner(db.prisma, "Other Co");
    const companyId = owner.company.id;
    // Another company's rows change nothing.
    await db.prisma.calculatorView.create({
      data: { companyId: other.company.id, source: "embed" },
    });
    await createSentQuote(db.prisma, other.company.id, { sentTo: owner.user.email });
    expect((await read(owner.cookie)).done).toBe(0);

    // Contact needs both the email and the phone.
    await db.prisma.company.update({
      where: { id: companyId },
      data: { contactEmail: "office@ticking.example" },
    });
    expect((await read(owner.cookie)).steps.contact).toBe(false);
    await db.prisma.company.update({
      where: { id: companyId },
      data: { phone: "512-555-0100", logo: "/api/logos/x/abc" },
    });
    // A direct view makes the calculator live but is no embed.
    await db.prisma.calculatorView.create({ data: { companyId, source: "direct" } });
    await db.prisma.service.create({
      data: { companyId, name: "Outlet", category: "electrical", basePrice: "75.00" },
    });
    // A quote sent to a customer is no test quote; one to the contact email (any case) is.
    await createSentQuote(db.prisma, companyId, { sentTo: "ann@example.com" });
    let body = await read(owner.cookie);
    expect(body.steps).toMatchObject({
      contact: true,
      logo: true,
      services: true,
      calculatorLive: true,
      embed: false,
      testQuote: false,
    });
    await createSentQuote(db.prisma, companyId, { sentTo: "Office@Ticking.example" });
    await db.prisma.calculatorView.create({ data: { companyId, source: "embed" } });
    body = await read(owner.cookie);
    expect(body.steps).toMatchObject({ embed: true, testQuote: true, timeZone: false });
    expect(body).toMatchObject({ done: 6, complete: false });

    // Saving UTC on Company Profile confirms it.
    const saved = await call(profile.PATCH, "PATCH", {
      cookie: owner.cookie,
      body: { timeZone: "UTC" },
    });
    expect(saved.status).toBe(200);
    body = await read(owner.cookie);
    expect(body).toMatchObject({ done: 7, complete: true, dismissed: false });

    expect((await call(welcomeSeen.POST, "POST", { cookie: owner.cookie })).status).toBe(200);
    expect((await read(owner.cookie)).dismissed).toBe(true);
  });

  it("ticks the time zone without confirmation when it is not UTC, and a quote to the owner's login", async () => {
    const owner = await createOwner(db.prisma, "Chicago Co");
    await db.prisma.company.update({
      where: { id: owner.company.id },
      data: { timeZone: "America/Chicago" },
    });
    await createSentQuote(db.prisma, owner.company.id, { sentTo: owner.user.email });
    const body = await read(owner.cookie);
    expect(body.steps).toMatchObject({ timeZone: true, testQuote: true });
  });
});
