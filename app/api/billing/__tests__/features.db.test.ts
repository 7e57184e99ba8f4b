/** @jest-environment node */
// Limits on without Stripe Billing: the company's own plan (Company.plan) is in force.
process.env.PLAN_LIMITS = "on";

import { setupTestDatabase, type TestDatabase } from "@/test/db";
import { call } from "@/test/api-helpers";
import { featureMessage, getPlan, planWithFeature } from "@/lib/plans";
import { DELETE as deleteLogo } from "@/app/api/company/logo/route";
import { PATCH as patchCalculatorSettings } from "@/app/api/calculator-settings/route";
import { PATCH as patchLaborRate } from "@/app/api/labor-rates/[id]/route";
import { PATCH as patchServiceFee } from "@/app/api/service-fees/[id]/route";
import { DELETE as unpublish } from "@/app/api/custom-templates/[id]/publish/route";
import { DELETE as deleteServiceArea } from "@/app/api/service-areas/[id]/route";
import { GET as getExport } from "@/app/api/exports/[dataset]/route";
import { makeRequest, routeParams } from "@/test/db";
import { FEATURE_CASES, ownerOnPlan } from "./feature-cases";

let db: TestDatabase;
beforeAll(async () => {
  db = await setupTestDatabase();
}, 120_000);
afterAll(async () => {
  await db.close();
});

describe("plan features (PLAN_LIMITS=on)", () => {
  it.each(FEATURE_CASES)(
    "%s: Starter is refused with 402 plan_limit naming the feature; Pro or Business may",
    async (name, feature, run) => {
      const starter = await ownerOnPlan(db.prisma, `Starter ${name}`, "starter");
      const refused = await run(starter);
      expect(refused.status).toBe(402);
      const upgradeTo = planWithFeature("starter", feature);
      expect(await refused.json()).toEqual({
        code: "plan_limit",
        feature,
        plan: "starter",
        upgradeTo,
        message: featureMessage("starter", feature, upgradeTo),
      });

      // The cheapest plan with the feature may use it; a plan without it is refused too.
      const allowed = await ownerOnPlan(db.prisma, `Allowed ${name}`, upgradeTo!);
      expect((await run(allowed)).status).toBe(200);
      if (upgradeTo === "business") {
        const pro = await ownerOnPlan(db.prisma, `Pro ${name}`, "pro");
        const res = await run(pro);
        expect(res.status).toBe(402);
        expect(await res.json()).toMatchObject({ feature, plan: "pro", upgradeTo: "business" });
      }
    },
  );

  it("names the plans in its message", () => {
    expect(featureMessage("starter", "serviceAreas", "business")).toBe(
      "Starter does not include service areas. Upgrade to Business to use service areas.",
    );
    expect(getPlan("pro").features.analytics).toBe(true);
  });

  it("after a downgrade what exists keeps working; only new writes and gated reads are refused", async () => {
    const owner = await ownerOnPlan(db.prisma, "Downgraded", "business");
    const id = owner.company.id;
    await db.prisma.company.update({
      where: { id },
      data: { logo: `/api/logos/${id}/abc`, accentColor: "#1d4ed8" },
    });
    await db.prisma.customTemplate.update({
      where: { id: owner.template.id },
      data: { publishedAt: new Date(), publicName: "Panel work", publicTrade: "electrical" },
    });
    const area = await db.prisma.serviceArea.create({
      data: { companyId: id, kind: "zip", value: "94110", normalized: "94110" },
    });
    await db.prisma.company.update({ where: { id }, data: { plan: "starter" } });

    // Saving the calculator settings with the colour it already has, or clearing it, is fine.
    let res = await call(patchCalculatorSettings, "PATCH", {
      cookie: owner.cookie,
      body: { accentColor: "#1D4ED8", thankYouMessage: "Thanks!" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      accentColor: "#1D4ED8",
      logo: `/api/logos/${id}/abc`,
    });
    res = await call(patchCalculatorSettings, "PATCH", {
      cookie: owner.cookie,
      body: { accentColor: "#ff0000" },
    });
    expect(res.status).toBe(402);
    expect((await db.prisma.company.findUniqueOrThrow({ where: { id } })).accentColor).toBe(
      "#1D4ED8",
    );

    // Existing rates and fees are edited; existing areas and publications are removed.
    res = await call(patchLaborRate, "PATCH", {
      cookie: owner.cookie,
      id: owner.rate.id,
      body: { rate: "99" },
    });
    expect(res.status).toBe(200);
    res = await call(patchServiceFee, "PATCH", {
      cookie: owner.cookie,
      id: owner.fee.id,
      body: { name: "Permit fee" },
    });
    expect(res.status).toBe(200);
    res = await call(deleteServiceArea, "DELETE", { cookie: owner.cookie, id: area.id });
    expect(res.status).toBe(200);
    res = await call(unpublish, "DELETE", { cookie: owner.cookie, id: owner.template.id });
    expect(res.status).toBe(200);
    res = await call(deleteLogo, "DELETE", { cookie: owner.cookie });
    expect(res.status).toBe(200);

    // The generic CSV export is every plan's.
    res = await getExport(
      makeRequest("GET", "/api/exports/quotes?format=generic&from=2025-01-01&to=2025-01-31", {
        cookie: owner.cookie,
      }),
      routeParams({ dataset: "quotes" }),
    );
    expect(res.status).toBe(200);
  });
});
