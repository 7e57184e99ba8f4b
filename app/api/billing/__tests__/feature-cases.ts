/**
 * One request per gated plan feature (docs/billing.md "Features"), shared by the tests with
 * limits on (features.db.test.ts) and off (features-off.db.test.ts).
 */
import { NextRequest } from "next/server";
import type { PrismaClient } from "@prisma/client";
import { makeRequest, routeParams } from "@/test/db";
import { call, seedCompany } from "@/test/api-helpers";
import type { PlanFeature } from "@/lib/plans";
import { POST as postLogo } from "@/app/api/company/logo/route";
import { PATCH as patchCalculatorSettings } from "@/app/api/calculator-settings/route";
import { POST as postLaborRate } from "@/app/api/labor-rates/route";
import { POST as postServiceFee } from "@/app/api/service-fees/route";
import { GET as getAnalytics } from "@/app/api/dashboard/analytics/route";
import { GET as getExport } from "@/app/api/exports/[dataset]/route";
import { POST as postServiceAreas } from "@/app/api/service-areas/route";
import { POST as publishTemplate } from "@/app/api/custom-templates/[id]/publish/route";

export type Owner = Awaited<ReturnType<typeof seedCompany>>;

function uploadLogo(cookie: string) {
  const bytes = new Uint8Array(64).fill(7);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const form = new FormData();
  form.append("file", new File([bytes], "logo.png", { type: "image/png" }));
  const req = new NextRequest(new URL("/api/company/logo", "http://localhost:3000"), {
    method: "POST",
    body: form,
    headers: { cookie },
  });
  return postLogo(req, routeParams());
}

const exportFile = (cookie: string, format: string) =>
  getExport(
    makeRequest(
      "GET",
      `/api/exports/quotes?${new URLSearchParams({ format, from: "2025-01-01", to: "2025-01-31" })}`,
      { cookie },
    ),
    routeParams({ dataset: "quotes" }),
  );

export type FeatureCase = [
  name: string,
  feature: PlanFeature,
  run: (owner: Owner) => Promise<Response>,
];

export const FEATURE_CASES: FeatureCase[] = [
  ["uploading a logo", "branding", (o) => uploadLogo(o.cookie)],
  [
    "setting an accent colour",
    "branding",
    (o) =>
      call(patchCalculatorSettings, "PATCH", {
        cookie: o.cookie,
        body: { accentColor: "#1d4ed8" },
      }),
  ],
  [
    "creating a labor rate",
    "laborRates",
    (o) => call(postLaborRate, "POST", { cookie: o.cookie, body: { name: "Helper", rate: 55 } }),
  ],
  [
    "creating a service fee",
    "laborRates",
    (o) =>
      call(postServiceFee, "POST", {
        cookie: o.cookie,
        body: { name: "Disposal", type: "fixed", amount: 40 },
      }),
  ],
  [
    "reading analytics",
    "analytics",
    (o) =>
      getAnalytics(
        makeRequest("GET", "/api/dashboard/analytics?preset=30d", { cookie: o.cookie }),
        routeParams(),
      ),
  ],
  ["a QuickBooks Online export", "accountingExports", (o) => exportFile(o.cookie, "quickbooks")],
  ["a Xero export", "accountingExports", (o) => exportFile(o.cookie, "xero")],
  [
    "adding service areas",
    "serviceAreas",
    (o) => call(postServiceAreas, "POST", { cookie: o.cookie, body: { values: ["94110"] } }),
  ],
  [
    "publishing a community template",
    "marketplacePublishing",
    (o) =>
      call(publishTemplate, "POST", {
        cookie: o.cookie,
        id: o.template.id,
        body: { name: "Panel work", trade: "electrical" },
      }),
  ],
];

export async function ownerOnPlan(
  prisma: PrismaClient,
  name: string,
  plan: "starter" | "pro" | "business",
) {
  const owner = await seedCompany(prisma, name);
  await prisma.company.update({ where: { id: owner.company.id }, data: { plan } });
  return owner;
}
